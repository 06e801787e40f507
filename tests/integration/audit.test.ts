import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { clientAddressHeader } from '@/server/clientAddress'
import { adapter, startPayload } from './harness'
import { jsonRequest, multipartRequest, pdfBytes, validCareer, validQuote } from './requests'
import { editorToken, rest } from './rest'

// Nothing that loads the Payload config is imported above: the harness sets its environment first.

let payload: Payload
let owner: string
const from = { [clientAddressHeader]: '203.0.113.77' }

beforeAll(async () => {
  ;({ payload } = await startPayload())
  owner = await editorToken(payload, 'owner@example.com', ['owner'])
})

afterAll(async () => {
  await payload?.destroy()
})

type Entry = { action: string; userEmail?: string; collection?: string; document?: string; ip?: string; details?: Record<string, unknown> }

/** The entries written since `since` (an ISO time), oldest first. */
async function entriesSince(since: string): Promise<Entry[]> {
  const { docs } = await payload.find({ collection: 'audit-log', where: { createdAt: { greater_than_equal: since } }, sort: 'createdAt', limit: 100, depth: 0 })
  return docs as unknown as Entry[]
}

/** Runs `act`, then the entries it wrote. */
async function recorded(act: () => Promise<unknown>): Promise<Entry[]> {
  const since = new Date(Date.now() - 1).toISOString()
  await act()
  return entriesSince(since)
}

describe(`the audit log on ${adapter}`, () => {
  it('records a sign-in, and a refused one with the address given and the client address truncated', async () => {
    const password = 'a-long-test-password'
    const entries = await recorded(async () => {
      expect((await rest('POST', '/users/login', { json: { email: 'owner@example.com', password }, headers: from })).status).toBe(200)
      expect((await rest('POST', '/users/login', { json: { email: 'owner@example.com', password: 'wrong-one' }, headers: from })).status).toBe(401)
    })
    expect(entries).toMatchObject([
      { action: 'sign-in', userEmail: 'owner@example.com', ip: '203.0.113.0' },
      { action: 'sign-in-failed', userEmail: 'owner@example.com', ip: '203.0.113.0' },
    ])
  })

  it('records users invited and created, their roles changed, and their removal', async () => {
    const entries = await recorded(async () => {
      await rest('POST', '/users/invite', { token: owner, json: { email: 'invited@example.com', roles: ['hr'] } })
      const created = await (await rest('POST', '/users', { token: owner, json: { email: 'made@example.com', password: 'a-long-test-password', roles: ['sales'] } })).json()
      await rest('PATCH', `/users/${created.doc.id}`, { token: owner, json: { roles: ['sales', 'marketing'] } })
      await rest('DELETE', `/users/${created.doc.id}`, { token: owner })
    })
    expect(entries).toMatchObject([
      { action: 'user-invited', userEmail: 'owner@example.com', details: { email: 'invited@example.com', roles: ['hr'] } },
      { action: 'user-created', details: { email: 'made@example.com', roles: ['sales'] } },
      { action: 'roles-changed', details: { email: 'made@example.com', from: ['sales'], to: ['sales', 'marketing'] } },
      { action: 'user-removed', details: { email: 'made@example.com' } },
    ])
  })

  it('records a publication, an unpublication, a deletion and a change of settings, not a draft saved', async () => {
    const data = { title: 'Audited page', slug: 'audited-page', pageType: 'standard', layout: [{ blockType: 'banner', heading: 'Audited' }] }
    let id = 0
    const entries = await recorded(async () => {
      const draft = await rest('POST', '/pages?draft=true', { token: owner, json: { ...data, _status: 'draft' } })
      expect(draft.status).toBe(201)
      id = (await draft.json()).doc.id
      const published = await rest('PATCH', `/pages/${id}`, { token: owner, json: { _status: 'published' } })
      expect(published.status, await published.clone().text()).toBe(200)
      expect((await rest('PATCH', `/pages/${id}`, { token: owner, json: { _status: 'draft' } })).status).toBe(200)
      expect((await rest('DELETE', `/pages/${id}`, { token: owner })).status).toBe(200)
      const saved = await rest('POST', '/globals/analytics', { token: owner, json: { viewRetentionDays: 400 } })
      expect(saved.status, await saved.clone().text()).toBe(200)
    })
    expect(entries.map(({ action, collection, document }) => ({ action, collection, document }))).toEqual([
      { action: 'published', collection: 'pages', document: String(id) },
      { action: 'unpublished', collection: 'pages', document: String(id) },
      { action: 'deleted', collection: 'pages', document: String(id) },
      { action: 'settings-changed', collection: 'analytics', document: null },
    ])
  })

  it('records a lead opened (not a list), its status and assignee changed, an export and a CV downloaded', async () => {
    const { POST: quote } = await import('@/app/api/get-quote/route')
    const { POST: career } = await import('@/app/api/career_form/route')
    await quote(jsonRequest('/api/get-quote', validQuote))
    await career(multipartRequest('/api/career_form', validCareer, { field: 'resume', name: 'CV.pdf', type: 'application/pdf', data: pdfBytes }))
    const lead = (await payload.find({ collection: 'quote-requests', limit: 1 })).docs[0]!
    const application = (await payload.find({ collection: 'career-applications', limit: 1, depth: 1 })).docs[0]!
    const cv = (application.resume as { filename: string }).filename
    const me = (await payload.find({ collection: 'users', where: { email: { equals: 'owner@example.com' } } })).docs[0]!

    const entries = await recorded(async () => {
      await rest('GET', '/quote-requests?limit=10', { token: owner })
      expect((await rest('GET', `/quote-requests/${lead.id}`, { token: owner })).status).toBe(200)
      await rest('PATCH', `/quote-requests/${lead.id}`, { token: owner, json: { status: 'contacted', assignedTo: me.id } })
      expect((await rest('POST', '/exports/download', { token: owner, json: { data: { collectionSlug: 'quote-requests', format: 'csv' } } })).status).toBe(200)
      expect((await rest('GET', `/lead-files/file/${cv}`, { token: owner })).status).toBe(200)
    })
    expect(entries.map(({ action, collection, document, details }) => ({ action, collection, document, details }))).toEqual([
      { action: 'lead-opened', collection: 'quote-requests', document: String(lead.id), details: null },
      { action: 'lead-status-changed', collection: 'quote-requests', document: String(lead.id), details: { from: 'new', to: 'contacted' } },
      { action: 'lead-assigned', collection: 'quote-requests', document: String(lead.id), details: { from: null, to: me.id } },
      { action: 'export-downloaded', collection: 'quote-requests', document: null, details: { from: 'download' } },
      { action: 'file-downloaded', collection: 'lead-files', document: String(application.resume && (application.resume as { id: number }).id), details: { file: cv } },
    ])
  })

  it('lets nobody change or remove an entry, owners included, and only owners read it', async () => {
    const [entry] = (await payload.find({ collection: 'audit-log', limit: 1 })).docs
    expect((await rest('PATCH', `/audit-log/${entry!.id}`, { token: owner, json: { action: 'sign-in' } })).status).toBe(403)
    expect((await rest('DELETE', `/audit-log/${entry!.id}`, { token: owner })).status).toBe(403)
    expect((await rest('POST', '/audit-log', { token: owner, json: { action: 'sign-in' } })).status).toBe(403)
    const marketing = await editorToken(payload, 'marketing@example.com', ['marketing'])
    expect((await rest('GET', '/audit-log', { token: marketing })).status).toBe(403)
    expect((await rest('GET', '/audit-log', { token: owner })).status).toBe(200)
  })

  it('gives owners the log filtered by action and user, and as CSV', async () => {
    const signIns = await (await rest('GET', '/audit-log?where[action][equals]=sign-in&where[userEmail][equals]=owner@example.com', { token: owner })).json()
    expect(signIns.totalDocs).toBeGreaterThan(0)
    expect(signIns.docs.every((entry: Entry) => entry.action === 'sign-in' && entry.userEmail === 'owner@example.com')).toBe(true)
    const csv = await rest('POST', '/exports/download', { token: owner, json: { data: { collectionSlug: 'audit-log', format: 'csv' } } })
    expect(csv.status).toBe(200)
    expect(await csv.text()).toMatch(/sign-in-failed/)
    const sales = await editorToken(payload, 'sales@example.com', ['sales'])
    expect((await rest('POST', '/exports/download', { token: sales, json: { data: { collectionSlug: 'audit-log', format: 'csv' } } })).status).toBe(403)
  })
})
