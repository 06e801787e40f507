import fs from 'node:fs'
import path from 'node:path'
import { strFromU8, unzipSync } from 'fflate'
import type { CollectionSlug, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Role } from '@/cms/access'
import { adapter, startPayload } from './harness'
import { jsonRequest, multipartRequest, pdfBytes, validCareer, validQuote } from './requests'
import { editorToken, rest } from './rest'

// Nothing that loads the Payload config is imported above: the harness sets its environment first.

/*
 * Issue 38 §4, personal data kept only as long as it may be: Settings › Privacy, the daily retention
 * job, find / export / erase, the newsletter's signed unsubscribe link and the subscriber's consent.
 */

let payload: Payload
let dataDir: string
const tokens = new Map<Role, string>()
const otherRoles: Role[] = ['marketing', 'sales', 'hr', 'agency']

beforeAll(async () => {
  ;({ payload, dataDir } = await startPayload())
  for (const role of ['owner', ...otherRoles] as Role[]) tokens.set(role, await editorToken(payload, `${role}@example.com`, [role]))
}, 120_000)

afterAll(async () => {
  await payload?.destroy()
})

const owner = () => tokens.get('owner')!
const refused = (status: number) => status === 401 || status === 403

async function submit(route: string, request: Request) {
  const { POST } = await import(`@/app/api/${route}/route`)
  const response: Response = await POST(request)
  expect(response.status, await response.clone().text()).toBeLessThan(300)
}

const quote = (fields: Partial<typeof validQuote> = {}) => submit('get-quote', jsonRequest('/api/get-quote', { ...validQuote, ...fields }))
const career = (fields: Partial<typeof validCareer> = {}) =>
  submit('career_form', multipartRequest('/api/career_form', { ...validCareer, ...fields }, { field: 'resume', name: 'CV.pdf', type: 'application/pdf', data: pdfBytes }))
const subscribe = (email: string) => submit('subscribe-form', jsonRequest('/api/subscribe-form', { s_name: 'Noor Saleh', s_email: email }))

/** The newest lead of a collection whose `field` is `value`. */
async function leadWith(collection: CollectionSlug, field: string, value: string) {
  const { docs } = await payload.find({ collection, where: { [field]: { equals: value } }, sort: '-createdAt', limit: 1, depth: 0, overrideAccess: true })
  return docs[0] as unknown as Record<string, unknown> & { id: number }
}

const monthsAgo = (months: number) => {
  const date = new Date()
  date.setUTCMonth(date.getUTCMonth() - months)
  return date.toISOString()
}

/** Dates a record back, as if it had been stored then. */
const storedAt = (collection: CollectionSlug, id: number | string, createdAt: string) => payload.db.updateOne({ collection, id, data: { createdAt } })

const leadFileOnDisk = (filename: string) => fs.existsSync(path.join(dataDir, 'private', 'lead-files', filename))

async function fileOf(id: unknown) {
  return (await payload.findByID({ collection: 'lead-files', id: id as number, depth: 0, overrideAccess: true })) as { id: number; filename: string }
}

describe(`Settings › Privacy on ${adapter}`, () => {
  it('is read and changed by owners only; the job scheduler’s stats by nobody but owners, and changed by nobody', async () => {
    const outcomes: string[] = []
    for (const who of ['visitor', 'owner', ...otherRoles] as const) {
      const token = who === 'visitor' ? undefined : tokens.get(who)
      const read = await rest('GET', '/globals/privacy', { token })
      const update = await rest('POST', '/globals/privacy', { token, json: {} })
      const stats = await rest('GET', '/globals/payload-jobs-stats', { token })
      const statsUpdate = await rest('POST', '/globals/payload-jobs-stats', { token, json: { stats: {} } })
      outcomes.push(`${who}: ${[read, update, stats, statsUpdate].map((answer) => (refused(answer.status) ? 'no' : 'yes')).join(' ')}`)
    }
    expect(outcomes).toEqual(['visitor: no no no no', 'owner: yes yes yes no', 'marketing: no no no no', 'sales: no no no no', 'hr: no no no no', 'agency: no no no no'])
  })

  it('holds the defaults (career 12 months, other leads, vendors and the audit log 24), and a change is audited', async () => {
    const settings = await (await rest('GET', '/globals/privacy', { token: owner() })).json()
    expect(settings).toMatchObject({ leadsMonths: 24, vendorApplicationsMonths: 24, careerApplicationsMonths: 12, auditLogMonths: 24 })
    const since = new Date(Date.now() - 1).toISOString()
    expect((await rest('POST', '/globals/privacy', { token: owner(), json: { leadsMonths: 18 } })).status).toBe(200)
    const { docs } = await payload.find({ collection: 'audit-log', where: { createdAt: { greater_than_equal: since } }, depth: 0 })
    expect(docs.map(({ action, collection, userEmail }) => ({ action, collection, userEmail }))).toEqual([
      { action: 'settings-changed', collection: 'privacy', userEmail: 'owner@example.com' },
    ])
    expect((await rest('POST', '/globals/privacy', { token: owner(), json: { leadsMonths: 24 } })).status).toBe(200)
  })
})

describe(`the Keep tick on ${adapter}`, () => {
  it('is set by owners only, and read by whoever reads the lead', async () => {
    await quote({ email: 'keep-tick@example.com' })
    const lead = await leadWith('quote-requests', 'email', 'keep-tick@example.com')
    const sales = tokens.get('sales')!
    expect((await rest('PATCH', `/quote-requests/${lead.id}`, { token: sales, json: { keep: true } })).status).toBe(200)
    expect((await (await rest('GET', `/quote-requests/${lead.id}`, { token: sales })).json()).keep).toBe(false)
    expect((await rest('PATCH', `/quote-requests/${lead.id}`, { token: owner(), json: { keep: true } })).status).toBe(200)
    expect((await (await rest('GET', `/quote-requests/${lead.id}`, { token: sales })).json()).keep).toBe(true)
  })
})

describe(`the daily retention job on ${adapter}`, () => {
  it('deletes expired leads with their CVs and old audit entries, keeps kept and recent ones, and records its run', async () => {
    await quote({ email: 'expired@example.com' })
    await quote({ email: 'kept@example.com' })
    await quote({ email: 'recent@example.com' })
    await career({ email_c: 'expired-applicant@example.com' })
    await career({ email_c: 'recent-applicant@example.com' })
    const expired = await leadWith('quote-requests', 'email', 'expired@example.com')
    const kept = await leadWith('quote-requests', 'email', 'kept@example.com')
    const recent = await leadWith('quote-requests', 'email', 'recent@example.com')
    const oldApplication = await leadWith('career-applications', 'email_c', 'expired-applicant@example.com')
    const newApplication = await leadWith('career-applications', 'email_c', 'recent-applicant@example.com')
    const oldCv = await fileOf(oldApplication.resume)
    const newCv = await fileOf(newApplication.resume)
    expect(leadFileOnDisk(oldCv.filename)).toBe(true)

    await storedAt('quote-requests', expired.id, monthsAgo(25))
    await storedAt('quote-requests', kept.id, monthsAgo(25))
    await payload.update({ collection: 'quote-requests', id: kept.id, data: { keep: true }, overrideAccess: true })
    await storedAt('quote-requests', recent.id, monthsAgo(23))
    // Career applications are kept 12 months.
    await storedAt('career-applications', oldApplication.id, monthsAgo(13))
    await storedAt('career-applications', newApplication.id, monthsAgo(11))
    const oldEntry = await payload.create({ collection: 'audit-log', data: { action: 'sign-in', userEmail: 'old@example.com' }, overrideAccess: true })
    const newEntry = await payload.create({ collection: 'audit-log', data: { action: 'sign-in', userEmail: 'newer@example.com' }, overrideAccess: true })
    await storedAt('audit-log', oldEntry.id, monthsAgo(25))
    await storedAt('audit-log', newEntry.id, monthsAgo(23))

    await payload.jobs.queue({ task: 'deleteExpiredPersonalData', queue: 'privacy', input: {} })
    await payload.jobs.run({ queue: 'privacy' })

    const exists = async (collection: CollectionSlug, id: number) => Boolean(await payload.findByID({ collection, id, depth: 0, overrideAccess: true, disableErrors: true }))
    expect({
      expired: await exists('quote-requests', expired.id),
      kept: await exists('quote-requests', kept.id),
      recent: await exists('quote-requests', recent.id),
      oldApplication: await exists('career-applications', oldApplication.id),
      newApplication: await exists('career-applications', newApplication.id),
      oldCv: await exists('lead-files', oldCv.id),
      oldCvOnDisk: leadFileOnDisk(oldCv.filename),
      newCvOnDisk: leadFileOnDisk(newCv.filename),
      oldEntry: await exists('audit-log', oldEntry.id),
      newEntry: await exists('audit-log', newEntry.id),
    }).toEqual({ expired: false, kept: true, recent: true, oldApplication: false, newApplication: true, oldCv: false, oldCvOnDisk: false, newCvOnDisk: true, oldEntry: false, newEntry: true })

    const { docs: runs } = await payload.find({ collection: 'audit-log', where: { action: { equals: 'personal-data.expired' } }, depth: 0 })
    expect(runs).toHaveLength(1)
    expect(runs[0]!.details).toMatchObject({
      deleted: { 'quote-requests': 1, 'career-applications': 1, 'audit-log': 1, 'vendor-applications': 0 },
      files: 1,
      months: { leads: 24, careerApplications: 12, auditLog: 24 },
    })
  })

  it('is scheduled daily on its own queue', async () => {
    const task = payload.config.jobs.tasks!.find((each) => each.slug === 'deleteExpiredPersonalData')!
    expect(task.schedule).toEqual([{ cron: '0 30 3 * * *', queue: 'privacy' }])
    const autoRun = payload.config.jobs.autoRun as { queue?: string }[]
    expect(autoRun.map((cron) => cron.queue)).toContain('privacy')
  })
})

describe(`find, export and erase a person on ${adapter}`, () => {
  const email = 'Rania.Karim@Example.com'

  beforeAll(async () => {
    await quote({ name: 'Rania Karim', email, phone: '+971 52 987 6543' })
    await career({ name_c: 'Rania Karim', email_c: email.toLowerCase(), phone_c: '052-98765-43' })
    await subscribe(email)
    await quote({ name: 'Someone Else', email: 'someone@example.com', phone: '+971 52 111 2222' })
  })

  it('refuses every role but owners (403), and visitors (401)', async () => {
    const outcomes: string[] = []
    for (const who of ['visitor', ...otherRoles] as const) {
      const token = who === 'visitor' ? undefined : tokens.get(who)
      const find = await rest('GET', `/personal-data?email=${encodeURIComponent(email)}`, { token })
      const archive = await rest('GET', `/personal-data/export?email=${encodeURIComponent(email)}`, { token })
      const erase = await rest('POST', '/personal-data/erase', { token, json: { email } })
      outcomes.push(`${who}: ${find.status} ${archive.status} ${erase.status}`)
    }
    expect(outcomes).toEqual(['visitor: 401 401 401', 'marketing: 403 403 403', 'sales: 403 403 403', 'hr: 403 403 403', 'agency: 403 403 403'])
    expect((await rest('GET', '/personal-data', { token: owner() })).status).toBe(400)
  })

  it('finds every record of an email address in any case, and of a phone number however it is written', async () => {
    const byEmail = await (await rest('GET', `/personal-data?email=${encodeURIComponent(email.toUpperCase())}`, { token: owner() })).json()
    expect(byEmail.records.map((held: { collection: string }) => held.collection).sort()).toEqual(['career-applications', 'newsletter-subscribers', 'quote-requests'])
    const application = byEmail.records.find((held: { collection: string }) => held.collection === 'career-applications')
    expect(application.files).toHaveLength(1)
    expect(application.record.name_c).toBe('Rania Karim')

    const byPhone = await (await rest('GET', `/personal-data?phone=${encodeURIComponent('00971529876543')}`, { token: owner() })).json()
    expect(byPhone.records.map((held: { collection: string }) => held.collection).sort()).toEqual(['career-applications', 'quote-requests'])
  })

  it('exports one zip holding the records as JSON and the CV, audited without the address', async () => {
    const response = await rest('GET', `/personal-data/export?email=${encodeURIComponent(email)}`, { token: owner() })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/zip')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.zip"$/)
    const entries = unzipSync(new Uint8Array(await response.arrayBuffer()))
    const { records } = JSON.parse(strFromU8(entries['records.json']!))
    expect(records).toHaveLength(3)
    const file = records.find((held: { collection: string }) => held.collection === 'career-applications').files[0]
    expect(file).toMatchObject({ originalName: 'CV.pdf', path: `files/${file.filename}` })
    expect(Buffer.from(entries[file.path]!).equals(Buffer.from(pdfBytes))).toBe(true)

    const { docs } = await payload.find({ collection: 'audit-log', where: { action: { equals: 'personal-data.exported' } }, depth: 0 })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ userEmail: 'owner@example.com', details: { person: { by: 'email' }, records: { 'quote-requests': 1, 'career-applications': 1, 'newsletter-subscribers': 1 }, files: 1 } })
    expect(JSON.stringify(docs[0]).toLowerCase()).not.toContain('rania')
  })

  it('erases the records and their files, leaves other people’s and the visit counts, and is audited', async () => {
    const held = await (await rest('GET', `/personal-data?email=${encodeURIComponent(email)}`, { token: owner() })).json()
    const cv = held.records.find((each: { collection: string }) => each.collection === 'career-applications').files[0].filename
    expect(leadFileOnDisk(cv)).toBe(true)
    await payload.create({ collection: 'view-counts', data: { day: '2026-01-01', page: '/', source: 'direct', medium: 'none', campaign: 'none', device: 'desktop', views: 3, landings: 1 }, overrideAccess: true })
    const visitCounts = (await payload.count({ collection: 'view-counts' })).totalDocs

    const response = await rest('POST', '/personal-data/erase', { token: owner(), json: { email } })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ erased: { 'quote-requests': 1, 'career-applications': 1, 'newsletter-subscribers': 1 }, files: 1 })
    expect((await (await rest('GET', `/personal-data?email=${encodeURIComponent(email)}`, { token: owner() })).json()).records).toEqual([])
    expect(leadFileOnDisk(cv)).toBe(false)
    expect(await leadWith('quote-requests', 'email', 'someone@example.com')).toBeTruthy()
    expect((await payload.count({ collection: 'view-counts' })).totalDocs).toBe(visitCounts)

    const { docs } = await payload.find({ collection: 'audit-log', where: { action: { equals: 'personal-data.erased' } }, depth: 0 })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ userEmail: 'owner@example.com', details: { person: { by: 'email' }, files: 1 } })
  })
})

describe(`the newsletter’s unsubscribe link and consent on ${adapter}`, () => {
  it('stores the consent, mails a signed link (and the one-click headers) that removes the subscriber, and refuses a tampered one', async () => {
    const address = 'subscriber@example.com'
    const before = Date.now()
    await subscribe(address)
    const subscriber = await leadWith('newsletter-subscribers', 's_email', address)
    expect(Date.parse(String(subscriber.consentedAt))).toBeGreaterThanOrEqual(before - 1000)
    // The page the form was sent from (the test's requests say /office-fit-out).
    expect(subscriber.consentPage).toBe('/office-fit-out')
    expect(subscriber.consentWording).toBe('Notes from the studio\nProjects, materials and ideas for Dubai homes and workplaces, once a month.\n[Subscribe]')

    // The mails the queue sends, caught as the mail adapter would receive them.
    const sent: { to?: unknown; text?: string; headers?: Record<string, string> }[] = []
    const sendEmail = payload.sendEmail
    payload.sendEmail = async (mail) => void sent.push(mail as (typeof sent)[number])
    try {
      await payload.jobs.run({ queue: 'default', limit: 100 })
    } finally {
      payload.sendEmail = sendEmail
    }
    const mail = sent.find((each) => each.to === address)!
    expect(mail).toBeTruthy()
    const url = mail.text!.match(/https?:\/\/\S+\/api\/newsletter\/unsubscribe\?\S+/)![0]
    expect(mail.headers).toEqual({ 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' })
    const link = new URL(url)
    const pathWithQuery = `${link.pathname.replace(/^\/api/, '')}${link.search}`

    const tampered = `${pathWithQuery.slice(0, -1)}${pathWithQuery.endsWith('a') ? 'b' : 'a'}`
    expect((await rest('GET', tampered)).status).toBe(403)
    expect((await rest('POST', tampered, { body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status).toBe(403)
    expect(await leadWith('newsletter-subscribers', 's_email', address)).toBeTruthy()

    // Opening the link (as a mail scanner would) only shows the button.
    const page = await rest('GET', pathWithQuery)
    expect(page.status).toBe(200)
    expect(await page.text()).toMatch(/<form method="post"[^>]*>.*Unsubscribe<\/button>/s)
    expect(await leadWith('newsletter-subscribers', 's_email', address)).toBeTruthy()

    const done = await rest('POST', pathWithQuery, { body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    expect(done.status).toBe(200)
    expect(await done.text()).toContain('You are unsubscribed')
    expect(await leadWith('newsletter-subscribers', 's_email', address)).toBeUndefined()
  })
})
