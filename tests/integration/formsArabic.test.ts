import type { ParsedMail } from 'mailparser'
import type { Payload } from 'payload'
import type { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freePort } from '../../scripts/server-process.mjs'
import { forms } from '@/features/forms/definitions'
import { adapter, startPayload } from './harness'
import { formHeaders, jsonRequest, origin, validQuote } from './requests'
import { startSmtp, runJobsUntilMails } from './smtp'

let payload: Payload
let smtp: SMTPServer
let postQuote: (request: Request) => Promise<Response>
const received: ParsedMail[] = []

/** What an Arabic page's form sends: its language, said by the hidden field the server renders into it. */
const arabic = (values: Record<string, string>) => ({ ...values, _language: 'ar' })
const fromArabicPage = { headers: { referer: `${origin}/ar/office-fit-out` } }

beforeAll(async () => {
  const port = await freePort()
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(port)
  process.env.MAIL_TO = 'leads@studio.example'
  smtp = await startSmtp(port, (mail) => received.push(mail))
  ;({ payload } = await startPayload())
  postQuote = (await import('@/app/api/get-quote/route')).POST
})

afterAll(async () => {
  await new Promise<void>((resolve) => (smtp ? smtp.close(resolve) : resolve()))
  await payload?.destroy()
  for (const name of ['SMTP_HOST', 'SMTP_PORT', 'MAIL_TO']) delete process.env[name]
})

describe(`forms sent from Arabic pages on ${adapter}`, () => {
  it('answers an empty Arabic quote with 422 and the Arabic messages', async () => {
    const response = await postQuote(jsonRequest(forms.quote.endpoint, arabic({}), fromArabicPage))
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      errors: {
        name: 'يُرجى إدخال الاسم',
        phone: 'يُرجى إدخال رقم الهاتف',
        email: 'يُرجى إدخال البريد الإلكتروني',
        work_type: 'يُرجى اختيار نوع العمل',
        project_category: 'يُرجى اختيار فئة المشروع',
        message: 'يُرجى كتابة رسالتك',
      },
    })
    const english = await postQuote(jsonRequest(forms.quote.endpoint, { name: 'Layla' }))
    expect((await english.json()).errors).toMatchObject({ phone: 'Phone is required', email: 'Email is required' })
  })

  it('answers an empty plain post from an Arabic page with an Arabic page, right to left, even without the hidden field', async () => {
    const headers = new Headers({ ...formHeaders({ token: null }), referer: `${origin}/ar/office-fit-out` })
    headers.delete('x-requested-with')
    const response = await postQuote(new Request(`${origin}${forms.quote.endpoint}`, { method: 'POST', headers, body: new URLSearchParams({ name: 'ليلى' }) }))
    expect(response.status).toBe(422)
    const html = await response.text()
    expect(html).toMatch(/<html lang="ar" dir="rtl">/)
    for (const message of ['يُرجى إدخال رقم الهاتف', 'يُرجى اختيار نوع العمل']) expect(html).toContain(message)
    expect(html).not.toContain('is required')
  })

  it('refuses an Arabic submission in Arabic', async () => {
    const response = await postQuote(jsonRequest(forms.quote.endpoint, arabic(validQuote), { ...fromArabicPage, token: 'forged.token' }))
    expect(response.status).toBe(403)
    expect((await response.json()).error).toBe('تعذّر قبول هذا النموذج. يُرجى إعادة تحميل الصفحة والمحاولة مرة أخرى.')
  })

  it('stores an Arabic lead with its language, thanks its sender in Arabic and tells the company its language', async () => {
    const email = 'layla.ar@example.com'
    const values = arabic({ ...validQuote, name: 'ليلى حداد', email, work_type: 'Interior Design' })
    expect((await postQuote(jsonRequest(forms.quote.endpoint, values, fromArabicPage))).status).toBe(201)
    expect((await postQuote(jsonRequest(forms.quote.endpoint, { ...validQuote, email: 'layla.en@example.com' }))).status).toBe(201)

    const [lead] = (await payload.find({ collection: 'quote-requests', where: { email: { equals: email } } })).docs
    expect(lead).toMatchObject({ language: 'ar', work_type: 'Interior Design', sourcePage: '/ar/office-fit-out' })
    const [english] = (await payload.find({ collection: 'quote-requests', where: { email: { equals: 'layla.en@example.com' } } })).docs
    expect(english!.language).toBe('en')
    expect((await payload.count({ collection: 'quote-requests', where: { language: { equals: 'ar' } } })).totalDocs).toBe(1)

    await runJobsUntilMails(payload, received, 4)
    const toVisitor = received.find((mail) => mail.to && 'text' in mail.to && mail.to.text === email)!
    expect(toVisitor.subject).toBe('شكراً لك، تلقّينا طلبك لعرض السعر')
    expect(toVisitor.text).toContain('مرحباً ليلى حداد،')
    expect(toVisitor.html).toMatch(/<html lang="ar" dir="rtl">/)
    const toCompany = received.find((mail) => mail.subject === 'New quote request from ليلى حداد')!
    expect(toCompany.text).toContain('Language: Arabic')
    expect(toCompany.text).toContain('Work Type: Interior Design')
    const englishThanks = received.find((mail) => mail.to && 'text' in mail.to && mail.to.text === 'layla.en@example.com')!
    expect(englishThanks.subject).toBe('Thank you, we have received your quote request')
    expect(received.find((mail) => mail.subject === 'New quote request from Layla Haddad')!.text).toContain('Language: English')
  })
})
