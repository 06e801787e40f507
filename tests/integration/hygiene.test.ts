import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { forms } from '@/features/forms/definitions'
import { adapter, startPayload } from './harness'
import { jsonRequest, origin, validQuote } from './requests'

let payload: Payload
let postQuote: (request: Request) => Promise<Response>
let restPost: (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

/** What the server writes to its standard output while a test runs. */
let output = ''

beforeAll(async () => {
  delete process.env.SMTP_HOST
  process.env.MAIL_TO = 'leads@studio.example'
  ;({ payload } = await startPayload())
  postQuote = (await import('@/app/api/get-quote/route')).POST
  restPost = (await import('@/app/(payload)/api/[...slug]/route')).POST as typeof restPost
})

afterAll(async () => {
  await payload?.destroy()
  delete process.env.MAIL_TO
})

beforeEach(() => {
  output = ''
  const write = process.stdout.write.bind(process.stdout)
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array, ...rest: unknown[]) => {
    output += String(chunk)
    return write(chunk, ...(rest as []))
  })
})

afterEach(() => {
  vi.restoreAllMocks()
})

/** Every line written, parsed: a line that is not one JSON object fails the test. */
const logRecords = () =>
  output
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      expect(() => JSON.parse(line), line).not.toThrow()
      return JSON.parse(line) as Record<string, unknown>
    })

const lineBreakOrBidi = /[\r\n\u0085\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/

describe(`input hygiene and the log on ${adapter}`, () => {
  it('stores, mails and logs a forged or bidi-laden name as one clean line', async () => {
    const forged = { ...validQuote, name: 'X\nERROR forged', email: 'forged@example.com' }
    const bidi = {
      ...validQuote,
      name: '\u202eLayla\u2066 Haddad\u2069\u200f\u061c',
      email: 'bidi@example.com',
      message: 'Villa in Arabian Ranches\r\n\u202ethree bathrooms\u202c\nby March',
    }
    for (const body of [forged, bidi]) {
      expect((await postQuote(jsonRequest(forms.quote.endpoint, body))).status).toBe(201)
    }

    const leads = (await payload.find({ collection: 'quote-requests', sort: 'createdAt', limit: 10 })).docs
    expect(leads.map((lead) => lead.name)).toEqual(['X ERROR forged', 'Layla Haddad'])
    expect(leads[1]!.message).toBe('Villa in Arabian Ranches\nthree bathrooms\nby March')
    for (const lead of leads) {
      for (const field of ['name', 'phone', 'email', 'work_type', 'project_category'] as const) {
        expect(lead[field]).not.toMatch(lineBreakOrBidi)
      }
      expect(lead.message).not.toMatch(/[\r\u202a-\u202e\u2066-\u2069]/)
    }

    await payload.jobs.run()
    const mails = logRecords()
      .filter((record) => record.msg === 'Mail not sent (no SMTP_HOST)')
      .map((record) => record.mail as { to: string[]; subject: string })
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'New quote request from Layla Haddad',
      'New quote request from X ERROR forged',
      'Thank you, we have received your quote request',
      'Thank you, we have received your quote request',
    ])
    expect(output).not.toMatch(/^ERROR/m)
  })

  it('logs a refused sign-in at info level, as one JSON line without a stack', async () => {
    const response = await restPost(
      new Request(`${origin}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong\nERROR forged' }),
      }),
      { params: Promise.resolve({ slug: ['users', 'login'] }) },
    )
    expect(response.status).toBe(401)
    const refusals = logRecords().filter((record) => record.status === 401)
    expect(refusals).toEqual([expect.objectContaining({ level: 30, msg: 'The email or password provided is incorrect.' })])
    expect(output).not.toContain('stack')
  })
})
