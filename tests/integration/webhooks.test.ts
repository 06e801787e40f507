import type { ParsedMail } from 'mailparser'
import os from 'node:os'
import type { Payload } from 'payload'
import type { SMTPServer } from 'smtp-server'
import { Webhook } from 'standardwebhooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Role } from '@/cms/access'
import { adapter, startPayload } from './harness'
import { jsonRequest, multipartRequest, pdfBytes, validCareer, validQuote } from './requests'
import { editorToken, rest } from './rest'
import { portOf, startSmtp } from './smtp'
import { startReceiver } from './webhookReceiver'

// Nothing that loads the Payload config is imported above: the harness sets its environment first.

let payload: Payload
let smtp: SMTPServer
let receiver: Awaited<ReturnType<typeof startReceiver>>
const mails: ParsedMail[] = []
/** What the server logged as an error: a delivery's job that throws is the server's fault, not the receiver's. */
const loggedErrors: unknown[] = []
const secrets = new Map<string, string>()
const tokens = new Map<Role, string>()
const roles: Role[] = ['owner', 'marketing', 'sales', 'hr', 'agency']
const variables = ['WEBHOOKS_ALLOW_PRIVATE_TARGETS', 'WEBHOOKS_TIMEOUT_MS', 'WEBHOOKS_RETRY_DIVISOR', 'SMTP_HOST', 'SMTP_PORT', 'MAIL_TO']

beforeAll(async () => {
  smtp = await startSmtp(0, (mail) => mails.push(mail))
  Object.assign(process.env, {
    WEBHOOKS_ALLOW_PRIVATE_TARGETS: '1',
    // A receiver that hangs is given up on after half a second; the schedule's waits (5 s … 10 h) take milliseconds.
    WEBHOOKS_TIMEOUT_MS: '500',
    WEBHOOKS_RETRY_DIVISOR: '100000',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(portOf(smtp)),
    MAIL_TO: 'leads@studio.example',
  })
  receiver = await startReceiver((path) => secrets.get(path))
  ;({ payload } = await startPayload())
  const logError = payload.logger.error.bind(payload.logger)
  payload.logger.error = ((...args: Parameters<typeof logError>) => {
    loggedErrors.push(args)
    return logError(...args)
  }) as typeof logError
  for (const role of roles) tokens.set(role, await editorToken(payload, `${role}@example.com`, [role]))
})

afterAll(async () => {
  await receiver?.close()
  await new Promise<void>((resolve) => (smtp ? smtp.close(resolve) : resolve()))
  await payload?.destroy()
  for (const name of variables) delete process.env[name]
})

const owner = () => tokens.get('owner')!

type Created = { id: number; secret?: string; url?: string }

/** A destination made by an owner through REST, as the admin or a script would; its secret kept for the receiver. */
async function destination(path: string, settings: Record<string, unknown> = {}): Promise<Created> {
  const response = await rest('POST', '/webhooks', { token: owner(), json: { name: `Receiver ${path}`, url: receiver.url(path), ...settings } })
  expect(response.status).toBe(201)
  const { doc } = (await response.json()) as { doc: Created }
  secrets.set(path, doc.secret!)
  return doc
}

/** Switched off at the end of a test, so that the next test's leads do not reach it. */
const switchOff = (id: number) => payload.update({ collection: 'webhooks', id, data: { enabled: false }, overrideAccess: true })

const landing = '/office-fit-out?utm_source=google&utm_medium=cpc&utm_campaign=q4-offices&gclid=abc123'

async function sendQuote(values: Record<string, string> = {}) {
  const { POST } = await import('@/app/api/get-quote/route')
  const visit = JSON.stringify({ landingPage: landing, referrer: 'https://www.google.com/search?q=fit+out' })
  expect((await POST(jsonRequest('/api/get-quote', { ...validQuote, _visit: visit, ...values }))).status).toBe(201)
  return (await payload.find({ collection: 'quote-requests', sort: '-createdAt', limit: 1 })).docs[0]!
}

const pending = async () => (await payload.count({ collection: 'webhook-deliveries', where: { state: { equals: 'pending' } } })).totalDocs

/** Runs the job queue until no delivery waits for a try. */
async function settle() {
  await expect
    .poll(
      async () => {
        await payload.jobs.run({ limit: 50 })
        return pending()
      },
      { timeout: 30_000, interval: 50 },
    )
    .toBe(0)
}

const deliveriesOf = async (webhook: number) => (await payload.find({ collection: 'webhook-deliveries', where: { webhook: { equals: webhook } }, depth: 0, sort: 'createdAt' })).docs
const receivedAt = (path: string) => receiver.received.filter((request) => request.path === path)

describe(`webhooks on ${adapter}`, () => {
  it('sends a new lead, signed, with every field, its language, attribution and admin link; the secret is shown once', async () => {
    const hook = await destination('/ok/standard')
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/)
    const read = await (await rest('GET', `/webhooks/${hook.id}`, { token: owner() })).json()
    expect(read.secret).toBeUndefined()
    expect(JSON.stringify(read)).not.toContain(hook.secret)
    const listed = await (await rest('GET', '/webhooks?depth=0', { token: owner() })).json()
    expect(JSON.stringify(listed)).not.toContain(hook.secret)

    const lead = await sendQuote()
    // Queued with the lead, in its transaction, sent by the job queue: nothing left the visitor's request.
    expect(receivedAt('/ok/standard')).toHaveLength(0)
    await settle()

    const [request] = receivedAt('/ok/standard')
    expect(request?.verified).toBe(true)
    expect(request!.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/)
    const body = JSON.parse(request!.body)
    expect(body).toMatchObject({
      type: 'lead.created',
      data: {
        id: String(lead.id),
        form: 'quote',
        collection: 'quote-requests',
        adminUrl: `http://localhost:3000/admin/collections/quote-requests/${lead.id}`,
        fields: validQuote,
        files: [],
        language: 'en',
        status: 'new',
        assignedTo: null,
        attribution: { landingPage: landing, referrer: 'https://www.google.com', utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'q4-offices', gclid: 'abc123', fbclid: null },
      },
    })
    const [delivery] = await deliveriesOf(hook.id)
    expect(delivery).toMatchObject({ state: 'delivered', tries: 1, event: 'lead.created', leadId: String(lead.id), messageId: request!.headers['webhook-id'] })
    expect(delivery!.attempts).toMatchObject([{ status: 200, outcome: 'delivered', excerpt: 'ok' }])
    expect(delivery!.attempts![0]!.durationMs).toBeGreaterThanOrEqual(0)
    await switchOff(hook.id)
  })

  it('tries a 5xx again with the same webhook-id: two attempts, one delivery', async () => {
    const hook = await destination('/flaky/one')
    await sendQuote()
    await settle()
    const requests = receivedAt('/flaky/one')
    expect(requests).toHaveLength(2)
    expect(requests.every((request) => request.verified)).toBe(true)
    expect(requests[1]!.headers['webhook-id']).toBe(requests[0]!.headers['webhook-id'])
    const deliveries = await deliveriesOf(hook.id)
    expect(deliveries).toHaveLength(1)
    expect(deliveries[0]).toMatchObject({ state: 'delivered', tries: 2 })
    expect(deliveries[0]!.attempts!.map(({ status, outcome, excerpt }) => ({ status, outcome, excerpt }))).toEqual([
      { status: 503, outcome: 'failed: tried again later', excerpt: 'busy, try later' },
      { status: 200, outcome: 'delivered', excerpt: 'ok' },
    ])
    await switchOff(hook.id)
  })

  it('gives up on a receiver that hangs after the timeout, tries the whole schedule, marks the webhook failing and mails the owners once', async () => {
    const hook = await destination('/hang/one')
    const before = mails.length
    await sendQuote()
    await settle()
    const [delivery] = await deliveriesOf(hook.id)
    expect(delivery).toMatchObject({ state: 'failed', tries: 8 })
    expect(delivery!.attempts).toHaveLength(8)
    for (const attempt of delivery!.attempts!) {
      expect(attempt.status).toBeNull()
      expect(attempt.excerpt).toBe('No answer within 500 ms')
      expect(attempt.durationMs).toBeGreaterThanOrEqual(450)
      expect(attempt.durationMs).toBeLessThan(5_000)
    }
    expect(delivery!.attempts!.at(-1)!.outcome).toBe('failed: last try')
    expect(receivedAt('/hang/one')).toHaveLength(8)
    expect(new Set(receivedAt('/hang/one').map((request) => request.headers['webhook-id'])).size).toBe(1)
    expect(await payload.findByID({ collection: 'webhooks', id: hook.id })).toMatchObject({ failing: true, enabled: true })

    await expect.poll(() => mails.filter((mail) => mail.subject === 'Webhook “Receiver /hang/one” is failing').length, { timeout: 10_000 }).toBe(1)
    const mail = mails.slice(before).find((one) => one.subject?.startsWith('Webhook'))!
    expect(mail.to).toMatchObject({ text: 'owner@example.com' })
    expect(mail.text).toContain('it did not answer in time')
    expect(mail.text).toContain(`/admin/collections/webhook-deliveries/${delivery!.id}`)
    await switchOff(hook.id)
  })

  it('switches a webhook off when its receiver answers 410 Gone', async () => {
    const hook = await destination('/gone/one')
    await sendQuote()
    await settle()
    expect(receivedAt('/gone/one')).toHaveLength(1)
    expect((await deliveriesOf(hook.id))[0]).toMatchObject({ state: 'failed', tries: 1 })
    const after = await payload.findByID({ collection: 'webhooks', id: hook.id })
    expect(after.enabled).toBe(false)
    expect(after.stoppedBecause).toContain('410 Gone')
    await sendQuote()
    await settle()
    expect(receivedAt('/gone/one')).toHaveLength(1)
  })

  it('follows no redirect: the 302 is logged, the address it names is not asked', async () => {
    const hook = await destination('/redirect/one')
    await sendQuote()
    await settle()
    expect(receivedAt('/redirect/one')).toHaveLength(1)
    expect(receivedAt('/ok/redirected')).toHaveLength(0)
    const [delivery] = await deliveriesOf(hook.id)
    expect(delivery).toMatchObject({ state: 'failed', tries: 1 })
    expect(delivery!.attempts).toMatchObject([{ status: 302, outcome: 'failed' }])
    await switchOff(hook.id)
  })

  it('keeps a bounded excerpt of the answer', async () => {
    const hook = await destination('/fail/excerpt')
    await sendQuote()
    await payload.jobs.run({ limit: 50 })
    const [delivery] = await deliveriesOf(hook.id)
    expect(delivery!.attempts![0]).toMatchObject({ status: 500, outcome: 'failed: tried again later' })
    expect(delivery!.attempts![0]!.excerpt).toBe('x'.repeat(1_000))
    await switchOff(hook.id)
    await settle()
  })

  it('refuses private addresses unless WEBHOOKS_ALLOW_PRIVATE_TARGETS is set, when saved and when the connection is made', async () => {
    const hook = await destination('/ok/private')
    process.env.WEBHOOKS_ALLOW_PRIVATE_TARGETS = '0'
    try {
      for (const url of ['https://127.0.0.1/hook', 'https://169.254.169.254/latest', 'https://[::1]/hook', 'https://10.1.2.3/hook', 'http://crm.example/hook', 'https://localhost/hook']) {
        const response = await rest('POST', '/webhooks', { token: owner(), json: { name: 'Inside', url } })
        expect(response.status, url).toBe(400)
      }
      // This machine's own name resolves to a loopback or private address: only the connection can tell.
      const byName = await rest('POST', '/webhooks', { token: owner(), json: { name: 'By name', url: `https://${os.hostname()}:${receiver.port}/ok/by-name` } })
      expect(byName.status).toBe(201)
      const { doc: named } = (await byName.json()) as { doc: Created }

      await sendQuote()
      await settle()
      for (const id of [hook.id, named.id]) {
        const [delivery] = await deliveriesOf(id)
        expect(delivery).toMatchObject({ state: 'failed', tries: 1 })
        expect(delivery!.attempts![0]!.status).toBeNull()
      }
      expect((await deliveriesOf(named.id))[0]!.attempts![0]!.excerpt).toMatch(/resolves to .*inside a private network/)
      // Saved while private targets were allowed, it is still marked failing now that they are not.
      expect(await payload.findByID({ collection: 'webhooks', id: hook.id })).toMatchObject({ failing: true })
      expect(receivedAt('/ok/private')).toHaveLength(0)
      expect(receivedAt('/ok/by-name')).toHaveLength(0)
      await switchOff(named.id)
    } finally {
      process.env.WEBHOOKS_ALLOW_PRIVATE_TARGETS = '1'
    }
    await switchOff(hook.id)
  })

  it('sends an application’s CV as a link that opens without signing in for a day, never the file', async () => {
    const hook = await destination('/ok/careers', { forms: ['career-applications'] })
    const quoteOnly = await destination('/ok/quotes-only', { forms: ['quote-requests'] })
    const { POST } = await import('@/app/api/career_form/route')
    const file = { field: 'resume', name: 'omar-cv.pdf', type: 'application/pdf', data: pdfBytes }
    expect((await POST(multipartRequest('/api/career_form', validCareer, file))).status).toBe(201)
    await settle()
    expect(receivedAt('/ok/quotes-only')).toHaveLength(0)
    const [request] = receivedAt('/ok/careers')
    expect(request!.verified).toBe(true)
    expect(request!.body).not.toContain(Buffer.from(pdfBytes).toString('base64').slice(0, 40))
    const { data } = JSON.parse(request!.body)
    expect(data.fields).toMatchObject(validCareer)
    expect(data.files).toHaveLength(1)
    const [link] = data.files
    expect(link).toMatchObject({ field: 'resume', name: 'omar-cv.pdf', mimeType: 'application/pdf' })
    const expiresIn = Date.parse(link.expiresAt) - Date.now()
    expect(expiresIn).toBeGreaterThan(23 * 3_600_000)
    expect(expiresIn).toBeLessThanOrEqual(24 * 3_600_000)

    const path = new URL(link.url).pathname.replace(/^\/api/, '') + new URL(link.url).search
    const download = await rest('GET', path)
    expect(download.status).toBe(200)
    expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(pdfBytes))).toBe(true)
    expect(download.headers.get('cache-control')).toBe('private, no-store')
    const forged = await rest('GET', path.replace(/signature=([0-9a-f])/, (_, first: string) => `signature=${first === '0' ? '1' : '0'}`))
    const later = await rest('GET', path.replace(/expires=\d+/, `expires=${Date.now() + 48 * 3_600_000}`))
    expect([forged.status, later.status]).toEqual([403, 403])
    await switchOff(hook.id)
    await switchOff(quoteOnly.id)
  })

  it('sends a Slack message with the form, the contact, the message, the campaign and the admin link', async () => {
    const hook = await destination('/ok/slack', { format: 'slack' })
    const lead = await sendQuote({ name: 'Rana <b>Saleh</b>' })
    await settle()
    const [request] = receivedAt('/ok/slack')
    expect(request!.verified).toBe(true)
    const message = JSON.parse(request!.body)
    expect(message.text.split('\n')).toEqual([
      '*New quote request* from Rana &lt;b&gt;Saleh&lt;/b&gt;',
      'Form: Quote request',
      'Name: Rana &lt;b&gt;Saleh&lt;/b&gt;',
      `Phone: ${validQuote.phone}`,
      `Email: ${validQuote.email}`,
      `Message: ${validQuote.message}`,
      'Campaign: q4-offices (google / cpc)',
      `<http://localhost:3000/admin/collections/quote-requests/${lead.id}|Open it in the admin>`,
    ])
    await switchOff(hook.id)
  })

  it('puts the secret in a header for tools that check nothing else', async () => {
    const hook = await destination('/ok/header', { format: 'header-secret' })
    await sendQuote()
    await settle()
    const [request] = receivedAt('/ok/header')
    expect(request!.headers['x-webhook-secret']).toBe(hook.secret)
    expect(request!.verified).toBe(true)
    expect(JSON.parse(request!.body).type).toBe('lead.created')
    await switchOff(hook.id)
  })

  it('sends lead.updated when a lead’s status or assignee changes, not for a note', async () => {
    const hook = await destination('/ok/updates', { events: ['lead.updated'] })
    const lead = await sendQuote()
    await settle()
    expect(receivedAt('/ok/updates')).toHaveLength(0)
    const sales = (await payload.find({ collection: 'users', where: { email: { equals: 'sales@example.com' } } })).docs[0]!
    expect((await rest('PATCH', `/quote-requests/${lead.id}`, { token: tokens.get('sales'), json: { status: 'contacted' } })).status).toBe(200)
    expect((await rest('PATCH', `/quote-requests/${lead.id}`, { token: owner(), json: { assignedTo: sales.id } })).status).toBe(200)
    expect((await rest('PATCH', `/quote-requests/${lead.id}`, { token: owner(), json: { notes: [{ text: 'Called back.' }] } })).status).toBe(200)
    await settle()
    const bodies = receivedAt('/ok/updates').map((request) => JSON.parse(request.body))
    // Each as it changed; the lead's fields as they are when it is sent. Deliveries keep no order between them.
    expect(bodies).toHaveLength(2)
    expect(bodies.map(({ type, data }) => [type, data.changes, data.assignedTo?.email])).toEqual(
      expect.arrayContaining([
        ['lead.updated', { status: { from: 'new', to: 'contacted' } }, 'sales@example.com'],
        ['lead.updated', { assignedTo: { from: null, to: sales.id } }, 'sales@example.com'],
      ]),
    )
    await switchOff(hook.id)
  })

  it('lets an owner send a delivery again by hand, with the same webhook-id, and audits it; audits destinations created and changed; deletes deliveries with their lead', async () => {
    const hook = await destination('/ok/resend')
    await sendQuote()
    await settle()
    const [delivery] = await deliveriesOf(hook.id)
    const resent = await rest('POST', `/webhook-deliveries/${delivery!.id}/resend`, { token: owner() })
    expect(resent.status).toBe(200)
    await settle()
    const requests = receivedAt('/ok/resend')
    expect(requests).toHaveLength(2)
    expect(requests[1]!.headers['webhook-id']).toBe(requests[0]!.headers['webhook-id'])
    const after = await payload.findByID({ collection: 'webhook-deliveries', id: delivery!.id })
    expect(after.attempts!.map(({ byHand, status }) => [Boolean(byHand), status])).toEqual([
      [false, 200],
      [true, 200],
    ])
    expect((await rest('PATCH', `/webhooks/${hook.id}`, { token: owner(), json: { format: 'slack' } })).status).toBe(200)

    const entries = (await payload.find({ collection: 'audit-log', where: { action: { in: ['webhook-created', 'webhook-changed', 'webhook-resent'] } }, sort: 'createdAt', limit: 100 })).docs
    const mine = entries.filter((entry) => entry.document === String(hook.id) || entry.document === String(delivery!.id))
    expect(mine.map(({ action, userEmail }) => [action, userEmail])).toEqual([
      ['webhook-created', 'owner@example.com'],
      ['webhook-resent', 'owner@example.com'],
      ['webhook-changed', 'owner@example.com'],
    ])
    expect(mine[2]!.details).toMatchObject({ changed: ['format'] })
    expect(JSON.stringify(entries)).not.toContain(hook.secret)
    await switchOff(hook.id)

    // Erased (or expired), the lead takes its deliveries and their logged answers with it.
    await payload.delete({ collection: 'quote-requests', id: after.leadId, overrideAccess: true })
    expect(await payload.count({ collection: 'webhook-deliveries', where: { leadId: { equals: after.leadId } } })).toMatchObject({ totalDocs: 0 })
  })

  it('makes a new secret on an owner’s request, shown in that answer only: the old one signs no more', async () => {
    const hook = await destination('/ok/rotated')
    const answer = await rest('POST', `/webhooks/${hook.id}/secret`, { token: owner() })
    expect(answer.status).toBe(200)
    const { secret } = (await answer.json()) as { secret: string }
    expect(secret).toMatch(/^whsec_/)
    expect(secret).not.toBe(hook.secret)
    secrets.set('/ok/rotated', secret)
    // A change of its settings keeps it.
    expect((await rest('PATCH', `/webhooks/${hook.id}`, { token: owner(), json: { name: 'Renamed', secret: 'whsec_Y2hvc2VuIGJ5IHRoZSBjYWxsZXI=' } })).status).toBe(200)
    await sendQuote()
    await settle()
    const [request] = receivedAt('/ok/rotated')
    expect(request!.verified).toBe(true)
    expect(() => new Webhook(hook.secret!).verify(request!.body, request!.headers)).toThrow()
    expect(JSON.stringify(await (await rest('GET', `/webhooks/${hook.id}`, { token: owner() })).json())).not.toContain(secret)
    const entries = (await payload.find({ collection: 'audit-log', where: { and: [{ action: { equals: 'webhook-changed' } }, { document: { equals: String(hook.id) } }] }, sort: 'createdAt' })).docs
    expect(entries.map(({ userEmail, details }) => [userEmail, (details as { changed: string[] }).changed])).toEqual([
      ['owner@example.com', ['secret']],
      ['owner@example.com', ['name']],
    ])
    await switchOff(hook.id)
  })

  it('gives the webhooks to owners, shows them to sales without their address, and to no other role', async () => {
    const hook = await destination('/ok/roles')
    const [delivery] = (await payload.find({ collection: 'webhook-deliveries', limit: 1 })).docs
    const outcomes: Record<string, unknown> = {}
    for (const role of roles) {
      const token = tokens.get(role)
      const read = await rest('GET', `/webhooks/${hook.id}`, { token })
      const body = read.ok ? await read.json() : undefined
      outcomes[role] = {
        read: read.status,
        address: body ? 'url' in body : null,
        create: (await rest('POST', '/webhooks', { token, json: { name: 'New', url: receiver.url('/ok/new') } })).status,
        update: (await rest('PATCH', `/webhooks/${hook.id}`, { token, json: { name: `Renamed by ${role}` } })).status,
        deliveries: (await rest('GET', '/webhook-deliveries', { token })).status,
        resend: (await rest('POST', `/webhook-deliveries/${delivery!.id}/resend`, { token })).status,
        newSecret: (await rest('POST', `/webhooks/${hook.id}/secret`, { token })).status,
      }
    }
    const owners = { read: 200, address: true, create: 201, update: 200, deliveries: 200, resend: 200, newSecret: 200 }
    const sales = { read: 200, address: false, create: 403, update: 403, deliveries: 200, resend: 403, newSecret: 403 }
    const others = { read: 403, address: null, create: 403, update: 403, deliveries: 403, resend: 403, newSecret: 403 }
    expect(outcomes).toEqual({ owner: owners, marketing: others, sales, hr: others, agency: others })
    const visitor = [await rest('GET', '/webhooks'), await rest('POST', `/webhook-deliveries/${delivery!.id}/resend`), await rest('POST', `/webhooks/${hook.id}/secret`)]
    expect(visitor.map((response) => response.status)).toEqual([403, 403, 403])
    await settle()
    // The owner's new destination, and the renamed one: no lead of this suite goes to them.
    await payload.update({ collection: 'webhooks', where: {}, data: { enabled: false }, overrideAccess: true })
  })

  it('signed every request the receiver got with its destination’s secret, and no job failed', () => {
    expect(receiver.received.length).toBeGreaterThan(20)
    expect(receiver.received.filter((request) => !request.verified).map((request) => request.path)).toEqual([])
    expect(loggedErrors).toEqual([])
  })
})
