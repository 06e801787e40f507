import type { ParsedMail } from 'mailparser'
import type { Payload } from 'payload'
import type { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Role } from '@/cms/access'
import { adapter, startPayload } from './harness'
import { formHeaders, jsonRequest, multipartRequest, origin, pdfBytes, solvedProof, validCareer, validQuote } from './requests'
import { editorToken, rest } from './rest'
import { portOf, runJobsUntilMails, startSmtp } from './smtp'
import { startReceiver } from './webhookReceiver'

// Nothing that loads the Payload config is imported above: the harness sets its environment first.

let payload: Payload
let smtp: SMTPServer
let receiver: Awaited<ReturnType<typeof startReceiver>>
let postQuote: (request: Request) => Promise<Response>
const mails: ParsedMail[] = []
let secret = ''
const tokens = new Map<Role, string>()
const roles: Role[] = ['owner', 'marketing', 'sales', 'hr', 'agency']
const variables = ['WEBHOOKS_ALLOW_PRIVATE_TARGETS', 'WEBHOOKS_RETRY_DIVISOR', 'SMTP_HOST', 'SMTP_PORT', 'MAIL_TO']

beforeAll(async () => {
  smtp = await startSmtp(0, (mail) => mails.push(mail))
  Object.assign(process.env, {
    WEBHOOKS_ALLOW_PRIVATE_TARGETS: '1',
    WEBHOOKS_RETRY_DIVISOR: '100000',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(portOf(smtp)),
    MAIL_TO: 'leads@studio.example',
  })
  receiver = await startReceiver(() => secret)
  ;({ payload } = await startPayload())
  for (const role of roles) tokens.set(role, await editorToken(payload, `${role}@example.com`, [role]))
  postQuote = (await import('@/app/api/get-quote/route')).POST
  const response = await rest('POST', '/webhooks', { token: tokens.get('owner'), json: { name: 'CRM', url: receiver.url('/ok/crm') } })
  secret = ((await response.json()) as { doc: { secret: string } }).doc.secret
})

afterAll(async () => {
  await receiver?.close()
  await new Promise<void>((resolve) => (smtp ? smtp.close(resolve) : resolve()))
  await payload?.destroy()
  for (const name of variables) delete process.env[name]
})

type Lead = { id: number; spam?: boolean | null; spamReasons?: string[] | null }

const leadOf = async (email: string) =>
  (await payload.find({ collection: 'quote-requests', where: { email: { equals: email } }, depth: 0, limit: 1 })).docs[0] as unknown as Lead
/** The mail jobs and webhook deliveries queued for a lead. */
const queuedFor = async (id: number) =>
  (await payload.count({ collection: 'payload-jobs', where: { 'input.id': { equals: String(id) } } })).totalDocs +
  (await payload.count({ collection: 'webhook-deliveries', where: { leadId: { equals: String(id) } } })).totalDocs

/** Runs every job there is (mails and deliveries), a few times over. */
async function runJobs() {
  for (let run = 0; run < 5; run++) await payload.jobs.run({ limit: 50 })
}

const mailsAbout = (email: string) => mails.filter((mail) => mail.text?.includes(email) || (mail.to as { text?: string } | undefined)?.text?.includes(email))
const deliveredAbout = (email: string) => receiver.received.filter((request) => request.body.includes(email))

/** What the visitor's browser gets back: the same for a lead and for spam. */
const answerOf = async (response: Response) => ({ status: response.status, body: await response.json() })

describe(`spam kept apart on ${adapter}`, () => {
  it('stores a post without proof of work as spam with its reason, answered as a real lead, sending no mail and no webhook', async () => {
    const real = await answerOf(await postQuote(jsonRequest('/api/get-quote', { ...validQuote, email: 'real@example.com' })))
    const spam = await answerOf(await postQuote(jsonRequest('/api/get-quote', { ...validQuote, email: 'bot@example.com' }, { proof: null })))
    expect(spam).toEqual(real)
    expect(real.status).toBe(201)

    const lead = await leadOf('bot@example.com')
    expect(lead).toMatchObject({ spam: true, spamReasons: ['noProofOfWork'] })
    expect(await leadOf('real@example.com')).toMatchObject({ spam: false })
    await runJobsUntilMails(payload, mails, 2)
    await runJobs()
    expect(mailsAbout('real@example.com')).toHaveLength(2)
    expect(deliveredAbout('real@example.com')).toHaveLength(1)
    expect(mailsAbout('bot@example.com')).toHaveLength(0)
    expect(deliveredAbout('bot@example.com')).toHaveLength(0)
  })

  it('stores a replayed proof of work as spam, and a filled honeypot too', async () => {
    const proof = await solvedProof()
    await postQuote(jsonRequest('/api/get-quote', { ...validQuote, email: 'first-use@example.com' }, { proof }))
    await postQuote(jsonRequest('/api/get-quote', { ...validQuote, email: 'replay@example.com' }, { proof }))
    expect(await leadOf('first-use@example.com')).toMatchObject({ spam: false })
    expect(await leadOf('replay@example.com')).toMatchObject({ spam: true, spamReasons: ['reusedProofOfWork'] })

    const honeypot = await postQuote(jsonRequest('/api/get-quote', { ...validQuote, email: 'honeypot@example.com', nickname: 'bot' }))
    expect(honeypot.status).toBe(201)
    const trapped = await leadOf('honeypot@example.com')
    expect(trapped).toMatchObject({ spam: true, spamReasons: ['honeypot'] })
    expect(await queuedFor(trapped.id)).toBe(0)
  })

  it('stores a proof of work that was tampered with as spam', async () => {
    const proof = JSON.parse(Buffer.from(await solvedProof(), 'base64').toString())
    proof.solution.derivedKey = '00'.repeat(32)
    const forged = Buffer.from(JSON.stringify(proof)).toString('base64')
    await postQuote(jsonRequest('/api/get-quote', { ...validQuote, email: 'forged@example.com' }, { proof: forged }))
    expect(await leadOf('forged@example.com')).toMatchObject({ spam: true, spamReasons: ['failedProofOfWork'] })
  })

  it('takes a plain post without JavaScript, which cannot carry a proof of work, as a real lead', async () => {
    const browser = new Headers(formHeaders({ token: null }))
    browser.delete('x-requested-with')
    const body = new URLSearchParams({ ...validQuote, email: 'no-script@example.com' })
    const response = await postQuote(new Request(`${origin}/api/get-quote`, { method: 'POST', headers: browser, body }))
    expect(response.status).toBe(303)
    const lead = await leadOf('no-script@example.com')
    expect(lead).toMatchObject({ spam: false })
    expect(await payload.count({ collection: 'payload-jobs', where: { 'input.id': { equals: String(lead.id) } } })).toMatchObject({ totalDocs: 2 })
  })

  it('leaves spam out of the new-lead counts', async () => {
    const { newLeadCounts } = await import('@/features/forms/admin/newLeadCounts')
    const owner = (await payload.find({ collection: 'users', where: { email: { equals: 'owner@example.com' } } })).docs[0]!
    const counted = (await newLeadCounts(payload, { ...owner, collection: 'users' } as never)).find((entry) => entry.name === 'quote')!.count
    const notSpam = (await payload.count({ collection: 'quote-requests', where: { and: [{ status: { equals: 'new' } }, { spam: { equals: false } }] } })).totalDocs
    const all = (await payload.count({ collection: 'quote-requests', where: { status: { equals: 'new' } } })).totalDocs
    expect(counted).toBe(notSpam)
    expect(all).toBeGreaterThan(notSpam)
  })

  it('lets only those who work quote requests say Not spam, which sends the mails and the webhook it held, and is audited', async () => {
    await postQuote(jsonRequest('/api/get-quote', { ...validQuote, email: 'held@example.com' }, { proof: null }))
    const lead = await leadOf('held@example.com')
    expect(lead.spam).toBe(true)
    const path = `/quote-requests/${lead.id}/not-spam`
    expect((await rest('POST', path)).status).toBe(401)
    for (const role of ['marketing', 'hr', 'agency'] as const) expect((await rest('POST', path, { token: tokens.get(role) })).status, role).toBe(403)
    expect(await leadOf('held@example.com')).toMatchObject({ spam: true })
    await runJobs()
    expect(mailsAbout('held@example.com')).toHaveLength(0)

    const before = mails.length
    expect((await rest('POST', path, { token: tokens.get('sales') })).status).toBe(200)
    expect(await leadOf('held@example.com')).toMatchObject({ spam: false, spamReasons: [] })
    await runJobsUntilMails(payload, mails, before + 2)
    await runJobs()
    expect(mailsAbout('held@example.com')).toHaveLength(2)
    const [delivery] = deliveredAbout('held@example.com')
    expect(delivery?.verified).toBe(true)
    expect(JSON.parse(delivery!.body)).toMatchObject({ type: 'lead.created', data: { id: String(lead.id) } })
    const audit = await payload.find({ collection: 'audit-log', where: { action: { equals: 'lead-not-spam' } }, depth: 0 })
    expect(audit.docs).toMatchObject([{ collection: 'quote-requests', document: String(lead.id), userEmail: 'sales@example.com' }])

    // Once back, a second Not spam sends nothing again; an owner may use it too.
    expect((await rest('POST', path, { token: tokens.get('owner') })).status).toBe(200)
    await runJobs()
    expect(mailsAbout('held@example.com')).toHaveLength(2)
  })

  it('lets HR, not sales, say Not spam of a career application', async () => {
    const { POST } = await import('@/app/api/career_form/route')
    const file = { field: 'resume', name: 'CV.pdf', type: 'application/pdf', data: pdfBytes }
    await POST(multipartRequest('/api/career_form', { ...validCareer, email_c: 'held-cv@example.com' }, file, { proof: null }))
    const [application] = (await payload.find({ collection: 'career-applications', where: { email_c: { equals: 'held-cv@example.com' } }, depth: 0 })).docs
    expect(application).toMatchObject({ spam: true, spamReasons: ['noProofOfWork'] })
    const path = `/career-applications/${application!.id}/not-spam`
    expect((await rest('POST', path, { token: tokens.get('sales') })).status).toBe(403)
    expect((await rest('POST', path, { token: tokens.get('hr') })).status).toBe(200)
    expect(await payload.findByID({ collection: 'career-applications', id: application!.id, depth: 0 })).toMatchObject({ spam: false })
  })

  it('refuses editors a change of the flag or its reasons through the API', async () => {
    const lead = await leadOf('bot@example.com')
    await rest('PATCH', `/quote-requests/${lead.id}`, { token: tokens.get('sales'), json: { spam: false, spamReasons: [] } })
    expect(await leadOf('bot@example.com')).toMatchObject({ spam: true, spamReasons: ['noProofOfWork'] })
  })

  it('deletes spam kept over 30 days in the daily retention job, and no other lead', async () => {
    const { deleteExpired } = await import('@/features/privacy/retention')
    const { createLocalReq } = await import('payload')
    await postQuote(jsonRequest('/api/get-quote', { ...validQuote, email: 'old-spam@example.com' }, { proof: null }))
    await postQuote(jsonRequest('/api/get-quote', { ...validQuote, email: 'new-spam@example.com' }, { proof: null }))
    await postQuote(jsonRequest('/api/get-quote', { ...validQuote, email: 'old-lead@example.com' }))
    const longAgo = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000).toISOString()
    for (const email of ['old-spam@example.com', 'old-lead@example.com']) {
      await payload.db.updateOne({ collection: 'quote-requests', id: (await leadOf(email)).id, data: { createdAt: longAgo } })
    }
    const { spam } = await deleteExpired(await createLocalReq({}, payload))
    expect(spam['quote-requests']).toBe(1)
    expect(await leadOf('old-spam@example.com')).toBeUndefined()
    expect(await leadOf('new-spam@example.com')).toMatchObject({ spam: true })
    expect(await leadOf('old-lead@example.com')).toMatchObject({ spam: false })
  })
})
