import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { dataDir } from '@/cms/env'
import { visitField } from '@/features/attribution/params'
import { forms } from '@/features/forms/definitions'
import { adapter, startPayload } from './harness'
import {
  formHeaders,
  jsonRequest,
  multipartRequest,
  newAddress,
  origin,
  pdfBytes,
  validCareer,
  validQuote,
  validVendor,
} from './requests'

let payload: Payload
let post: Record<string, (request: Request) => Promise<Response>>
let restGet: (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

beforeAll(async () => {
  process.env.UPLOAD_MAX_BYTES = String(300 * 1024)
  process.env.FORM_RATE_LIMIT = '5'
  ;({ payload } = await startPayload())
  const load = (path: string) => import(/* @vite-ignore */ `@/app/api/${path}/route`).then((module) => module.POST)
  post = {
    quote: await load('get-quote'),
    consultation: await load('consultation-form'),
    newsletter: await load('subscribe-form'),
    contact: await load('save-contact-form'),
    career: await load('career_form'),
    vendor: await load('vendor_form'),
  }
  restGet = (await import('@/app/(payload)/api/[...slug]/route')).GET as typeof restGet
})

afterAll(async () => {
  await payload?.destroy()
})

const count = (collection: string) => payload.count({ collection: collection as 'quote-requests' }).then((r) => r.totalDocs)

describe(`form endpoints on ${adapter}`, () => {
  it('stores a valid quote request with its page, user agent and a hash of the address, and queues its mails', async () => {
    const sent = Date.now()
    const response = await post.quote!(jsonRequest(forms.quote.endpoint, validQuote, { address: '198.51.100.7' }))
    expect(response.status).toBe(201)
    const { docs } = await payload.find({ collection: 'quote-requests', where: { email: { equals: validQuote.email } } })
    expect(docs[0]).toMatchObject({ ...validQuote, status: 'new', sourcePage: '/office-fit-out', userAgent: 'integration-test' })
    // Dated as the admin lists and exports it.
    for (const date of [docs[0]!.createdAt, docs[0]!.updatedAt]) expect(Date.parse(date)).toBeGreaterThanOrEqual(sent - 1000)
    expect(docs[0]!.ipHash).toMatch(/^[0-9a-f]{32}$/)
    expect(JSON.stringify(docs[0])).not.toContain('198.51.100.7')
    const jobs = await payload.find({ collection: 'payload-jobs', where: { 'input.id': { equals: String(docs[0]!.id) } } })
    expect(jobs.docs.map((job) => job.taskSlug).sort()).toEqual(['acknowledgeVisitor', 'notifyCompany'])
  })

  it('keeps where each lead came from, cleaned, and finds the leads of a campaign or a source', async () => {
    const visit = {
      landingPage: '/office-fit-out?utm_source=google&utm_medium=cpc&utm_campaign=spring-2027&gclid=g%E2%80%AE-1',
      referrer: 'https://www.google.com/search?q=fit+out',
    }
    const campaignEmail = `campaign-${Date.now()}@example.com`
    const directEmail = `direct-${Date.now()}@example.com`
    expect((await post.quote!(jsonRequest(forms.quote.endpoint, { ...validQuote, email: campaignEmail, [visitField]: JSON.stringify(visit) }))).status).toBe(201)
    // No visit sent (the page's script did not keep one): what the page it came from says.
    expect((await post.quote!(jsonRequest(forms.quote.endpoint, { ...validQuote, email: directEmail }))).status).toBe(201)

    const spring = await payload.find({ collection: 'quote-requests', where: { utmCampaign: { equals: 'spring-2027' } } })
    expect(spring.docs.map((lead) => lead.email)).toEqual([campaignEmail])
    expect(spring.docs[0]).toMatchObject({
      landingPage: visit.landingPage,
      referrer: 'https://www.google.com',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'spring-2027',
      gclid: 'g-1',
    })
    const fromGoogle = await payload.find({ collection: 'quote-requests', where: { and: [{ utmSource: { equals: 'google' } }, { utmMedium: { equals: 'cpc' } }] } })
    expect(fromGoogle.docs.map((lead) => lead.email)).toContain(campaignEmail)
    const [direct] = (await payload.find({ collection: 'quote-requests', where: { email: { equals: directEmail } } })).docs
    expect(direct).toMatchObject({ landingPage: '/office-fit-out', sourcePage: '/office-fit-out' })
    expect(direct!.utmSource ?? null).toBeNull()
  })

  it("answers an empty quote with 422 and exactly SPEC §5's messages", async () => {
    const response = await post.quote!(jsonRequest(forms.quote.endpoint, {}))
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      errors: {
        name: 'Name is required',
        phone: 'Phone is required',
        email: 'Email is required',
        work_type: 'Work Type is required',
        project_category: 'Project Category is required',
        message: 'Message is required',
      },
    })
  })

  it('treats a choice left at its placeholder as missing', async () => {
    const response = await post.quote!(jsonRequest(forms.quote.endpoint, { ...validQuote, work_type: 'Work Type' }))
    expect(response.status).toBe(422)
    expect((await response.json()).errors).toEqual({ work_type: 'Work Type is required' })
  })

  it('accepts the inline consultation form with its extra errors map, and ignores the map', async () => {
    const body = { c_name: 'Rania', c_phone: '+971 52 000 1111', c_email: 'rania@example.com', errors: { c_name: '' } }
    expect((await post.consultation!(jsonRequest(forms.consultation.endpoint, body))).status).toBe(201)
    expect(await count('consultation-requests')).toBe(1)
  })

  it.each([
    ['no X-Requested-With header', { headers: { 'x-requested-with': '' } }],
    ['a POST from another origin', { headers: { origin: 'https://evil.example' } }],
    ['a cross-site fetch', { headers: { 'sec-fetch-site': 'cross-site' } }],
    ['no anti-forgery token', { token: null }],
    ['a forged token', { token: 'forged.token' }],
    ['a header that does not echo the cookie', { headers: { 'x-xsrf-token': 'other' } }],
  ])('refuses %s with 403 and stores nothing', async (_, options) => {
    const before = await count('quote-requests')
    const response = await post.quote!(jsonRequest(forms.quote.endpoint, validQuote, options))
    expect(response.status).toBe(403)
    expect((await response.json()).error).toEqual(expect.any(String))
    expect(await count('quote-requests')).toBe(before)
  })

  it('refuses malformed JSON with 400, another content type with 415 and a body over 64 KB with 413', async () => {
    expect((await post.contact!(jsonRequest(forms.contact.endpoint, '{"name": '))).status).toBe(400)
    expect((await post.contact!(jsonRequest(forms.contact.endpoint, '[1,2]'))).status).toBe(400)
    const form = new Request(`${origin}${forms.contact.endpoint}`, { method: 'POST', headers: formHeaders(), body: 'name=x' })
    expect((await post.contact!(form)).status).toBe(415)
    const huge = { ...validQuote, message: 'x'.repeat(70 * 1024) }
    expect((await post.contact!(jsonRequest(forms.contact.endpoint, huge))).status).toBe(413)
  })

  it('answers a filled honeypot as any lead, and keeps it apart as spam (tests/integration/spam.test.ts)', async () => {
    const response = await post.contact!(jsonRequest(forms.contact.endpoint, { ...validQuote, email: 'trap@example.com', nickname: 'bot' }))
    expect(response.status).toBe(201)
    const { docs } = await payload.find({ collection: 'contact-messages', where: { email: { equals: 'trap@example.com' } } })
    expect(docs).toMatchObject([{ spam: true, spamReasons: ['honeypot'] }])
  })

  it('keeps one subscriber per email, and subscribing again still succeeds', async () => {
    const body = { s_name: 'Huda', s_email: 'Huda@Example.com' }
    expect((await post.newsletter!(jsonRequest(forms.newsletter.endpoint, body))).status).toBe(201)
    expect((await post.newsletter!(jsonRequest(forms.newsletter.endpoint, { ...body, s_email: 'huda@example.com' }))).status).toBe(200)
    expect(await count('newsletter-subscribers')).toBe(1)
  })

  it('refuses the sixth submission from one client within the window with 429 and Retry-After', async () => {
    const address = newAddress()
    const statuses: number[] = []
    for (let attempt = 0; attempt < 6; attempt++) {
      const response = await post.newsletter!(
        jsonRequest(forms.newsletter.endpoint, { s_name: 'A', s_email: `rate${attempt}@example.com` }, { address }),
      )
      statuses.push(response.status)
      if (response.status === 429) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
  })

  it('stores a career application with its PDF under a generated, private name', async () => {
    const response = await post.career!(
      multipartRequest(forms.career.endpoint, validCareer, { field: 'resume', name: 'Omar CV.pdf', type: 'application/pdf', data: pdfBytes }),
    )
    expect(response.status).toBe(201)
    const { docs } = await payload.find({ collection: 'career-applications', depth: 1 })
    const resume = docs[0]!.resume as { filename: string; originalName: string; url: string }
    expect(resume.originalName).toBe('Omar CV.pdf')
    expect(resume.filename).toMatch(/^[0-9a-f-]{36}\.pdf$/)

    const anonymous = await restGet(new Request(`${origin}/api/lead-files/file/${resume.filename}`), {
      params: Promise.resolve({ slug: ['lead-files', 'file', resume.filename] }),
    })
    expect(anonymous.status).toBeGreaterThanOrEqual(401)
    expect(anonymous.status).toBeLessThan(500)
    const list = await restGet(new Request(`${origin}/api/career-applications`), {
      params: Promise.resolve({ slug: ['career-applications'] }),
    })
    expect(list.status).toBe(403)
  })

  it('keeps an application file as long as its lead: refused alone, naming the lead; deleted with the lead', async () => {
    const response = await post.career!(
      multipartRequest(forms.career.endpoint, validCareer, { field: 'resume', name: 'Kept CV.pdf', type: 'application/pdf', data: pdfBytes }),
    )
    expect(response.status).toBe(201)
    const { docs } = await payload.find({ collection: 'lead-files', where: { originalName: { equals: 'Kept CV.pdf' } } })
    const files = await count('lead-files')
    await expect(payload.delete({ collection: 'lead-files', id: docs[0]!.id })).rejects.toThrow(
      `This file came with the career application of ${validCareer[forms.career.fields[0]!.name as keyof typeof validCareer]}: delete that lead to delete its file.`,
    )
    expect(await count('lead-files')).toBe(files)

    const stored = path.join(dataDir(), 'private', 'lead-files', docs[0]!.filename!)
    expect(fs.existsSync(stored)).toBe(true)

    const lead = await payload.find({ collection: 'career-applications', where: { resume: { equals: docs[0]!.id } } })
    await payload.delete({ collection: 'career-applications', id: lead.docs[0]!.id })
    expect(await count('lead-files')).toBe(files - 1)
    expect(fs.existsSync(stored)).toBe(false)
  })

  it('stores a submission sent again with its key once, answering each 201, and its file once', async () => {
    const key = `repeat-${Date.now()}-quote-key`
    const email = `again-${Date.now()}@example.com`
    const send = () => post.quote!(jsonRequest(forms.quote.endpoint, { ...validQuote, email }, { headers: { 'idempotency-key': key } }))
    expect((await send()).status).toBe(201)
    expect((await send()).status).toBe(201)
    expect((await payload.find({ collection: 'quote-requests', where: { email: { equals: email } } })).totalDocs).toBe(1)
    // Another submission of the same answers (no key, or another) is another lead.
    expect((await post.quote!(jsonRequest(forms.quote.endpoint, { ...validQuote, email }))).status).toBe(201)
    expect((await payload.find({ collection: 'quote-requests', where: { email: { equals: email } } })).totalDocs).toBe(2)

    const files = await count('lead-files')
    const applicationKey = `repeat-${Date.now()}-career-key`
    const apply = () =>
      post.career!(
        multipartRequest(
          forms.career.endpoint,
          { ...validCareer, email_c: email },
          { field: 'resume', name: 'Again CV.pdf', type: 'application/pdf', data: pdfBytes },
          { headers: { 'idempotency-key': applicationKey } },
        ),
      )
    expect([(await apply()).status, (await apply()).status]).toEqual([201, 201])
    expect((await payload.find({ collection: 'career-applications', where: { email_c: { equals: email } } })).totalDocs).toBe(1)
    expect(await count('lead-files')).toBe(files + 1)
  })

  it('requires the file, with SPEC §5 messages', async () => {
    const response = await post.vendor!(multipartRequest(forms.vendor.endpoint, validVendor))
    expect(response.status).toBe(422)
    expect((await response.json()).errors).toEqual({ company_profile: 'Company Profile Link is required' })
  })

  it.each([
    ['a renamed executable', 'resume.pdf', new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...new Array(60).fill(0)])],
    ['an HTML page posing as a PDF', 'resume.pdf', new TextEncoder().encode('<!doctype html><script>alert(1)</script>')],
    ['a PNG where only PDF is allowed', 'resume.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(40).fill(0)])],
  ])('refuses %s with 415 and keeps nothing', async (_, name, data) => {
    const files = await count('lead-files')
    const response = await post.career!(
      multipartRequest(forms.career.endpoint, validCareer, { field: 'resume', name, type: 'application/pdf', data }),
    )
    expect(response.status).toBe(415)
    expect(await count('lead-files')).toBe(files)
  })

  it('refuses a file over UPLOAD_MAX_BYTES with 413 and the limit in words, never truncating it', async () => {
    const big = new Uint8Array(400 * 1024)
    big.set(pdfBytes)
    const response = await post.career!(
      multipartRequest(forms.career.endpoint, validCareer, { field: 'resume', name: 'big.pdf', type: 'application/pdf', data: big }),
    )
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ error: 'The file is larger than 300 KB.' })
  })

  it('accepts a vendor profile as PNG', async () => {
    const png = new Uint8Array(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'))
    const response = await post.vendor!(
      multipartRequest(forms.vendor.endpoint, validVendor, { field: 'company_profile', name: 'profile.png', type: 'image/png', data: png }),
    )
    expect(response.status).toBe(201)
  })

  it('downloads a CV and a company profile under the applicant’s name, in their own type, with nothing typed unescaped in the header', async () => {
    const { editorToken, rest } = await import('./rest')
    const owner = await editorToken(payload, 'downloads-owner@example.com', ['owner'])
    const hostile = 'Omar "Nasser"\r\nSet-Cookie: x=1/../ليلى'
    await post.career!(
      multipartRequest(forms.career.endpoint, { ...validCareer, name_c: hostile, email_c: 'named-cv@example.com' }, { field: 'resume', name: 'scan_0042.pdf', type: 'application/pdf', data: pdfBytes }),
    )
    const png = new Uint8Array(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'))
    await post.vendor!(
      multipartRequest(forms.vendor.endpoint, { ...validVendor, email: 'named-profile@example.com' }, { field: 'company_profile', name: 'x.png', type: 'image/png', data: png }),
    )
    const fileOf = async (collection: 'career-applications' | 'vendor-applications', field: string, email: string) => {
      const lead = (await payload.find({ collection, where: { [collection === 'career-applications' ? 'email_c' : 'email']: { equals: email } }, depth: 1 })).docs[0] as unknown as Record<string, { filename: string }>
      return lead[field]!.filename
    }
    const cv = await rest('GET', `/lead-files/file/${await fileOf('career-applications', 'resume', 'named-cv@example.com')}`, { token: owner })
    expect(cv.status).toBe(200)
    expect(cv.headers.get('content-type')).toBe('application/pdf')
    const disposition = cv.headers.get('content-disposition')!
    expect(disposition).toMatch(/^attachment; filename="[^"\r\n]*"; filename\*=UTF-8''/)
    expect(disposition).not.toMatch(/[\r\n]|\.\.\//)
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe('Omar Nasser Set-Cookie x=1 .. ليلى - CV.pdf')
    const profile = await rest('GET', `/lead-files/file/${await fileOf('vendor-applications', 'company_profile', 'named-profile@example.com')}`, { token: owner })
    expect(profile.headers.get('content-type')).toBe('image/png')
    expect(profile.headers.get('content-disposition')).toBe('attachment; filename="Gulf Joinery LLC - company profile.png"')
  })
})

/** What a browser sends when it posts a form by itself: no marker header, no token, a form encoding. */
function plainPost(path: string, body: URLSearchParams | FormData, headers: Record<string, string> = {}) {
  const browser = new Headers({ ...formHeaders({ token: null }), ...headers })
  browser.delete('x-requested-with')
  return new Request(`${origin}${path}`, { method: 'POST', headers: browser, body })
}

describe(`forms posted without JavaScript on ${adapter}`, () => {
  it('a plain post is stored and answered with a redirect to where SPEC §4 lands, with its thank-you notice', async () => {
    const body = new URLSearchParams({ ...validQuote, email: 'plain@example.com' })
    const response = await post.quote!(plainPost(forms.quote.endpoint, body))
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/#sent-quote')
    expect((await payload.find({ collection: 'quote-requests', where: { email: { equals: 'plain@example.com' } } })).docs).toHaveLength(1)
  })

  it('a plain contact post returns to the page it came from', async () => {
    const body = new URLSearchParams({ name: 'Sara', phone: '+971 50 765 4321', email: 'plain-contact@example.com', message: 'Hello' })
    const response = await post.contact!(plainPost(forms.contact.endpoint, body, { referer: `${origin}/contact` }))
    expect(response.headers.get('location')).toBe('/contact#sent-contact')
  })

  it('a post from the page that answered an earlier one returns to the page the form belongs to, never another site', async () => {
    const values = { name: 'Sara', phone: '+971 50 765 4321', message: 'Hello' }
    const again = (page: string, email: string) =>
      post.contact!(plainPost(forms.contact.endpoint, new URLSearchParams({ ...values, email, _page: page }), { referer: `${origin}${forms.contact.endpoint}` }))
    expect((await again('/contact', 'again@example.com')).headers.get('location')).toBe('/contact#sent-contact')
    expect((await again('//evil.example/contact', 'again-2@example.com')).headers.get('location')).toBe('/api/save-contact-form#sent-contact')
  })

  it('a plain multipart application is stored with its PDF', async () => {
    const body = new FormData()
    for (const [name, value] of Object.entries({ ...validCareer, email_c: 'plain-career@example.com' })) body.append(name, value)
    body.append('resume', new Blob([pdfBytes], { type: 'application/pdf' }), 'cv.pdf')
    const response = await post.career!(plainPost(forms.career.endpoint, body))
    expect(response.status).toBe(303)
    const [lead] = (await payload.find({ collection: 'career-applications', where: { email_c: { equals: 'plain-career@example.com' } } })).docs
    expect(lead?.resume).toMatchObject({ mimeType: 'application/pdf' })
  })

  it('a stored application lands home when the company details cannot be read, never on an error', async () => {
    const findGlobal = payload.findGlobal.bind(payload)
    const failing = vi.spyOn(payload, 'findGlobal').mockImplementation(((options: Parameters<Payload['findGlobal']>[0]) =>
      options.slug === 'company' ? Promise.reject(new Error('database away')) : findGlobal(options)) as Payload['findGlobal'])
    try {
      const body = new FormData()
      for (const [name, value] of Object.entries({ ...validVendor, email: 'plain-vendor@example.com' })) body.append(name, value)
      body.append('company_profile', new Blob([pdfBytes], { type: 'application/pdf' }), 'profile.pdf')
      const response = await post.vendor!(plainPost(forms.vendor.endpoint, body))
      expect(failing).toHaveBeenCalled()
      expect(response.status).toBe(303)
      expect(response.headers.get('location')).toBe('/#sent-vendor')
    } finally {
      failing.mockRestore()
    }
    expect((await payload.find({ collection: 'vendor-applications', where: { email: { equals: 'plain-vendor@example.com' } } })).docs).toHaveLength(1)
  })

  it("a plain post with errors is answered with a page holding SPEC §5's messages, never JSON", async () => {
    const response = await post.newsletter!(plainPost(forms.newsletter.endpoint, new URLSearchParams({ s_name: '', s_email: '' })))
    expect(response.status).toBe(422)
    expect(response.headers.get('content-type')).toContain('text/html')
    const html = await response.text()
    for (const message of ['Name is required', 'Email is required']) expect(html).toContain(message)
  })

  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
    ['neither Origin nor Fetch Metadata', { origin: '', 'sec-fetch-site': '' }],
  ])('a plain post from %s is refused with 403 and a page, and stores nothing', async (_, headers) => {
    const body = new URLSearchParams({ ...validQuote, email: 'forged-plain@example.com' })
    const response = await post.quote!(plainPost(forms.quote.endpoint, body, headers))
    expect(response.status).toBe(403)
    expect(response.headers.get('content-type')).toContain('text/html')
    expect((await payload.find({ collection: 'quote-requests', where: { email: { equals: 'forged-plain@example.com' } } })).docs).toHaveLength(0)
  })
})
