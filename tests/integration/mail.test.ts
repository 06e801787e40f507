import type { ParsedMail } from 'mailparser'
import type { Payload } from 'payload'
import type { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { portOf, runJobsUntilMails, startSmtp } from './smtp'
import { forms } from '@/features/forms/definitions'
import { adapter, startPayload } from './harness'
import { jsonRequest, validQuote } from './requests'

let payload: Payload
let port: number
let smtp: SMTPServer | undefined
const received: ParsedMail[] = []
/**
 * The SMTP server holds its port (given by the system) from the start, refusing while "down": a
 * port left free would let the other database's suite, run at the same time, take it, and with it
 * this suite's mails.
 */
let smtpUp = false

beforeAll(async () => {
  smtp = await startSmtp(0, (mail) => received.push(mail), () => smtpUp)
  port = portOf(smtp)
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(port)
  process.env.MAIL_TO = 'leads@studio.example'
  process.env.MAIL_RETRY_DELAY_MS = '100'
  ;({ payload } = await startPayload())
})

afterAll(async () => {
  await new Promise<void>((resolve) => (smtp ? smtp.close(resolve) : resolve()))
  await payload?.destroy()
  for (const name of ['SMTP_HOST', 'SMTP_PORT', 'MAIL_TO', 'MAIL_RETRY_DELAY_MS']) delete process.env[name]
})

const jobsOf = async (id: string) =>
  (await payload.find({ collection: 'payload-jobs', where: { 'input.id': { equals: id } }, sort: 'taskSlug' })).docs

describe(`lead mail on ${adapter}`, () => {
  it('keeps the lead while SMTP is down, retries, and mails everything once SMTP is back', async () => {
    const { POST } = await import('@/app/api/get-quote/route')
    expect((await POST(jsonRequest(forms.quote.endpoint, validQuote))).status).toBe(201)
    const lead = (await payload.find({ collection: 'quote-requests', limit: 1 })).docs[0]!

    await payload.jobs.run()
    const failed = await jobsOf(String(lead.id))
    expect(failed).toHaveLength(2)
    for (const job of failed) {
      expect(job.completedAt).toBeFalsy()
      expect(job.totalTried).toBeGreaterThanOrEqual(1)
      expect(job.hasError).toBe(false)
    }
    expect(await payload.count({ collection: 'quote-requests' })).toMatchObject({ totalDocs: 1 })

    smtpUp = true
    await runJobsUntilMails(payload, received, 2)

    const toCompany = received.find((mail) => mail.subject?.startsWith('New quote request'))!
    expect(toCompany.subject).toBe('New quote request from Layla Haddad')
    expect(toCompany.to).toMatchObject({ text: 'leads@studio.example' })
    expect(toCompany.replyTo).toMatchObject({ text: validQuote.email })
    for (const [label, value] of [
      ['Name', validQuote.name],
      ['Phone', validQuote.phone],
      ['Email', validQuote.email],
      ['Work Type', validQuote.work_type],
      ['Project Category', validQuote.project_category],
      ['Message', validQuote.message],
    ]) {
      expect(toCompany.text).toContain(`${label}: ${value}`)
    }
    expect(toCompany.text).toContain(`/admin/collections/quote-requests/${lead.id}`)

    const toVisitor = received.find((mail) => mail !== toCompany)!
    expect(toVisitor.to).toMatchObject({ text: validQuote.email })
    expect(toVisitor.text).toContain('Dear Layla Haddad')

    // Both done: Payload removes a job once it completes.
    expect(await jobsOf(String(lead.id))).toEqual([])
  })

  it('acknowledges one address at most three times a day, and still stores and announces every lead', async () => {
    const { POST } = await import('@/app/api/get-quote/route')
    const target = 'inbox-of-a-stranger@example.com'
    received.length = 0
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await POST(jsonRequest(forms.quote.endpoint, { ...validQuote, email: target }))).status).toBe(201)
    }
    expect((await payload.count({ collection: 'quote-requests', where: { email: { equals: target } } })).totalDocs).toBe(5)
    await expect
      .poll(
        async () => {
          await payload.jobs.run()
          return received.filter((mail) => mail.subject?.startsWith('New quote request')).length
        },
        { timeout: 15_000, interval: 300 },
      )
      .toBe(5)
    await payload.jobs.run()
    expect(received.filter((mail) => mail.to && 'text' in mail.to && mail.to.text === target)).toHaveLength(3)
  })
})

describe(`a lead erased before its mails went, on ${adapter}`, () => {
  it('sends no mail about it, and its mail jobs end without an error to retry', async () => {
    smtpUp = true
    const { POST } = await import('@/app/api/get-quote/route')
    const email = 'erased-before-mail@example.com'
    expect((await POST(jsonRequest(forms.quote.endpoint, { ...validQuote, email }))).status).toBe(201)
    const lead = (await payload.find({ collection: 'quote-requests', where: { email: { equals: email } }, limit: 1 })).docs[0]!
    await payload.delete({ collection: 'quote-requests', id: lead.id })
    const before = received.length
    expect(await jobsOf(String(lead.id))).toHaveLength(2)
    await payload.jobs.run()
    // Done: Payload removes a job once it completes; one that failed would stay, to be retried.
    expect(await jobsOf(String(lead.id))).toEqual([])
    expect(received.length).toBe(before)
  })
})

describe(`an invitation on ${adapter}`, () => {
  it('mails the colleague a link to choose their password, never a password, and says so to the owner', async () => {
    smtpUp = true
    const { editorToken, rest } = await import('./rest')
    const owner = await editorToken(payload, 'owner-mail@example.com', ['owner'])
    const before = received.length
    const answer = await rest('POST', '/users/invite', { token: owner, json: { email: 'Noor@Example.com', name: 'Noor', roles: ['hr'] } })
    expect(answer.status).toBe(201)
    expect(await answer.json()).toEqual({ email: 'noor@example.com', sent: true })
    expect(received).toHaveLength(before + 1)
    const mail = received.at(-1)!
    expect(mail.to).toMatchObject({ text: 'noor@example.com' })
    const link = /http:\/\/localhost:3000\/admin\/reset\/(\w+)/.exec(mail.text ?? '')
    expect(link).not.toBeNull()
    expect(mail.text).toContain('72 hours')
    const reset = await rest('POST', '/users/reset-password', { json: { token: link![1], password: 'noor-chose-this-one' } })
    expect(reset.status).toBe(200)
    const signIn = await rest('POST', '/users/login', { json: { email: 'noor@example.com', password: 'noor-chose-this-one' } })
    expect(signIn.status).toBe(200)
    expect((await signIn.json()).user).toMatchObject({ name: 'Noor', roles: ['hr'] })
  })
})
