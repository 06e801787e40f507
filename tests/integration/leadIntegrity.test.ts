import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { forms } from '@/features/forms/definitions'
import { adapter, crashWatch, startPayload } from './harness'
import {
  jsonRequest,
  meteredBody,
  multipartRequest,
  newAddress,
  origin,
  pdfBytes,
  streamedMultipartRequest,
  validCareer,
  validQuote,
} from './requests'

type Post = (request: Request) => Promise<Response>
type Rest = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

let payload: Payload
let leadFilesDir: string
let postQuote: Post
let postCareer: Post
let restPost: Rest
const { crashes, start: watchCrashes, stop: stopWatchingCrashes } = crashWatch()

const uploadLimit = 300 * 1024

beforeAll(async () => {
  process.env.UPLOAD_MAX_BYTES = String(uploadLimit)
  process.env.FORM_RATE_LIMIT = '1000'
  const started = await startPayload()
  payload = started.payload
  leadFilesDir = path.join(started.dataDir, 'private', 'lead-files')
  postQuote = (await import('@/app/api/get-quote/route')).POST
  postCareer = (await import('@/app/api/career_form/route')).POST
  restPost = (await import('@/app/(payload)/api/[...slug]/route')).POST as Rest
  watchCrashes()
})

afterAll(async () => {
  stopWatchingCrashes()
  await payload?.destroy()
})

afterEach(() => {
  vi.restoreAllMocks()
  expect(crashes).toEqual([])
})

const count = (collection: 'quote-requests' | 'career-applications' | 'lead-files' | 'payload-jobs') =>
  payload.count({ collection }).then((result) => result.totalDocs)
const filesOnDisk = () => (fs.existsSync(leadFilesDir) ? fs.readdirSync(leadFilesDir) : [])

/** Makes the write of the acknowledgement's job (after the lead and its first job are written) fail. */
function failAfterTheLeadInsert() {
  const create = payload.db.create.bind(payload.db)
  vi.spyOn(payload.db, 'create').mockImplementation(((args: { collection: string; data: { taskSlug?: string } }) => {
    if (args.collection === 'payload-jobs' && args.data.taskSlug === 'acknowledgeVisitor') throw new Error('injected failure after the lead insert')
    return create(args as never)
  }) as typeof payload.db.create)
}

describe(`a lead and its mails are one transaction on ${adapter}`, () => {
  it('stores neither the lead nor its jobs when a failure follows the lead insert', async () => {
    const [leads, jobs] = [await count('quote-requests'), await count('payload-jobs')]
    failAfterTheLeadInsert()
    const response = await postQuote(jsonRequest(forms.quote.endpoint, validQuote))
    expect(response.status).toBe(503)
    expect(await count('quote-requests')).toBe(leads)
    expect(await count('payload-jobs')).toBe(jobs)
  })

  it('keeps no application, no file record and no file on disk when the application fails', async () => {
    const before = { leads: await count('career-applications'), files: await count('lead-files'), disk: filesOnDisk() }
    failAfterTheLeadInsert()
    const response = await postCareer(
      multipartRequest(forms.career.endpoint, validCareer, { field: 'resume', name: 'cv.pdf', type: 'application/pdf', data: pdfBytes }),
    )
    expect(response.status).toBe(503)
    expect(await count('career-applications')).toBe(before.leads)
    expect(await count('lead-files')).toBe(before.files)
    expect(filesOnDisk()).toEqual(before.disk)
  })

  it('answers 503, never 201, when the commit fails without a word (Payload ignores an error from COMMIT)', async () => {
    const before = { leads: await count('career-applications'), files: await count('lead-files'), disk: filesOnDisk() }
    vi.spyOn(payload.db, 'commitTransaction').mockImplementationOnce((id) => payload.db.rollbackTransaction(id))
    const response = await postCareer(
      multipartRequest(forms.career.endpoint, validCareer, { field: 'resume', name: 'cv.pdf', type: 'application/pdf', data: pdfBytes }),
    )
    expect(response.status).toBe(503)
    expect(await count('career-applications')).toBe(before.leads)
    expect(await count('lead-files')).toBe(before.files)
    expect(filesOnDisk()).toEqual(before.disk)
  })

  it('stores 40 simultaneous leads, each with exactly its two jobs, while mail jobs run and an editor saves', async () => {
    // Mail jobs of earlier leads run meanwhile; the new leads' jobs stay queued (a job that ran is deleted), to be counted.
    for (const email of ['earlier-1@example.com', 'earlier-2@example.com']) {
      expect((await postQuote(jsonRequest(forms.quote.endpoint, { ...validQuote, email }, { address: newAddress() }))).status).toBe(201)
    }
    const burstStart = new Date().toISOString()
    const emails = Array.from({ length: 40 }, (_, index) => `concurrent-${index}@example.com`)
    const responses = await Promise.all([
      ...emails.map((email) => postQuote(jsonRequest(forms.quote.endpoint, { ...validQuote, email }, { address: newAddress() }))),
      payload.jobs.run({ where: { createdAt: { less_than: burstStart } } }),
      payload.updateGlobal({ slug: 'lead-notifications', data: { defaultRecipients: 'sales@studio.example' } }),
    ])
    expect(responses.slice(0, emails.length).map((response) => (response as Response).status)).toEqual(emails.map(() => 201))
    const { docs } = await payload.find({ collection: 'quote-requests', where: { email: { in: emails } }, limit: 100 })
    expect(docs).toHaveLength(emails.length)
    const jobs = await payload.find({ collection: 'payload-jobs', where: { 'input.collection': { equals: 'quote-requests' } }, limit: 1000 })
    for (const lead of docs) {
      const own = jobs.docs.filter((job) => (job.input as { id: string }).id === String(lead.id))
      expect(own.map((job) => job.taskSlug).sort()).toEqual(['acknowledgeVisitor', 'notifyCompany'])
    }
  })
})

describe(`uploads that break off or grow too large on ${adapter}`, () => {
  it('answers 400 to a body that ends inside the file, storing nothing and leaving nothing on disk', async () => {
    const before = { leads: await count('career-applications'), files: await count('lead-files'), disk: filesOnDisk() }
    const file = { field: 'resume', name: 'cv.pdf', type: 'application/pdf', data: new Uint8Array(200 * 1024).fill(65) }
    const { request, size } = streamedMultipartRequest(forms.career.endpoint, validCareer, file, { endAt: 150 * 1024 })
    expect(size).toBeGreaterThan(150 * 1024)
    const response = await postCareer(request)
    expect(response.status).toBe(400)
    expect((await response.json()).error).toEqual(expect.any(String))
    expect(await count('career-applications')).toBe(before.leads)
    expect(await count('lead-files')).toBe(before.files)
    expect(filesOnDisk()).toEqual(before.disk)
  })

  it('answers 413 to a file over UPLOAD_MAX_BYTES as soon as it passes the limit, without reading the rest', async () => {
    const file = { field: 'resume', name: 'cv.pdf', type: 'application/pdf', data: new Uint8Array(5 * 1024 * 1024).fill(65) }
    const { request, sent } = streamedMultipartRequest(forms.career.endpoint, validCareer, file)
    const response = await postCareer(request)
    expect(response.status).toBe(413)
    expect(sent()).toBeLessThan(uploadLimit + 256 * 1024)
  })
})

describe(`Payload's own routes cap what they read on ${adapter}`, () => {
  const login = (body: ReadableStream<Uint8Array> | string, headers: Record<string, string> = {}) =>
    restPost(
      new Request(`${origin}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
        duplex: 'half',
      } as RequestInit),
      { params: Promise.resolve({ slug: ['users', 'login'] }) },
    )

  it('refuses a 30 MB login with 413 after reading little more than 1 MB', async () => {
    const huge = new TextEncoder().encode(JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(30 * 1024 * 1024) }))
    const body = meteredBody(huge)
    const response = await login(body.stream)
    expect(response.status).toBe(413)
    expect(body.sent()).toBeLessThan(1024 * 1024 + 256 * 1024)
  })

  it('refuses a login whose declared length passes 1 MB before reading any of it', async () => {
    const body = meteredBody(new Uint8Array(2 * 1024 * 1024))
    const response = await login(body.stream, { 'content-length': String(2 * 1024 * 1024) })
    expect(response.status).toBe(413)
    expect(body.sent()).toBe(0)
  })

  it('still answers an ordinary failed login as Payload does', async () => {
    const response = await login(JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }))
    expect(response.status).toBe(401)
  })
})
