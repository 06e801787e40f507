import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { expiredBy } from './expiry'
import { adapter, startPayload } from './harness'
import { editorToken, rest } from './rest'

// Nothing that loads the Payload config is imported above: the harness sets its environment first.

let payload: Payload
let queries: typeof import('@/features/site/queries')
let publicDocuments: typeof import('@/features/site/publicDocuments')
let preview: typeof import('@/features/site/preview')

const banner = (heading: string) => [{ blockType: 'banner' as const, heading }]
const headingOf = (page: { layout: { blockType: string; heading?: string | null }[] } | null) =>
  page?.layout.find((block) => block.blockType === 'banner')?.heading

beforeAll(async () => {
  ;({ payload } = await startPayload())
  queries = await import('@/features/site/queries')
  publicDocuments = await import('@/features/site/publicDocuments')
  preview = await import('@/features/site/preview')
})

afterAll(async () => {
  await payload?.destroy()
})

async function publishedPage(slug: string, heading: string) {
  return payload.create({ collection: 'pages', data: { title: heading, slug, layout: banner(heading), _status: 'published' } })
}

describe(`drafts of pages on ${adapter}`, () => {
  it('a page saved only as a draft is shown to nobody but editors', async () => {
    const created = await expiredBy(() =>
      payload.create({ collection: 'pages', draft: true, data: { title: 'Coming soon', slug: 'coming-soon', layout: banner('Coming soon') } }),
    )
    expect(created).toEqual([])
    expect(await queries.getPage('coming-soon')).toBeNull()
    expect(await queries.listPageSlugs()).not.toContain('coming-soon')
    expect((await publicDocuments.listPublicDocuments()).map((doc) => doc.path)).not.toContain('/coming-soon')
    const visitor = await rest('GET', '/pages?where[slug][equals]=coming-soon')
    expect((await visitor.json()).docs).toEqual([])
    const editor = await rest('GET', '/pages?where[slug][equals]=coming-soon&draft=true', { token: await editorToken(payload) })
    expect((await editor.json()).docs.map((doc: { slug: string }) => doc.slug)).toEqual(['coming-soon'])
  })

  it('a draft saved over a published page changes nothing visitors see until it is published', async () => {
    const page = await publishedPage('kitchens', 'Kitchens')

    const draftSaved = await expiredBy(() => payload.update({ collection: 'pages', id: page.id, draft: true, data: { layout: banner('Kitchens by hand') } }))
    expect(draftSaved).toEqual([])
    expect(headingOf(await queries.getPage('kitchens'))).toBe('Kitchens')
    const latest = await payload.findByID({ collection: 'pages', id: page.id, draft: true })
    expect(headingOf(latest)).toBe('Kitchens by hand')

    const published = await expiredBy(() => payload.update({ collection: 'pages', id: page.id, data: { _status: 'published' } }))
    expect(published).toEqual(expect.arrayContaining(['pages:kitchens', 'pages']))
    expect(headingOf(await queries.getPage('kitchens'))).toBe('Kitchens by hand')
  })

  it('restoring an earlier version publishes it again, and restoring it as a draft does not', async () => {
    const page = await publishedPage('wardrobes', 'Wardrobes')
    await payload.update({ collection: 'pages', id: page.id, data: { layout: banner('Fitted wardrobes'), _status: 'published' } })
    const { docs: versions } = await payload.findVersions({ collection: 'pages', where: { parent: { equals: page.id } }, sort: 'createdAt' })
    const first = versions.find((version) => headingOf(version.version) === 'Wardrobes')!

    const token = await editorToken(payload)
    const asDraft = await expiredBy(async () => {
      expect((await rest('POST', `/pages/versions/${first.id}?draft=true`, { token })).status).toBe(200)
    })
    expect(asDraft).toEqual([])
    expect(headingOf(await queries.getPage('wardrobes'))).toBe('Fitted wardrobes')

    const restored = await expiredBy(async () => {
      expect((await rest('POST', `/pages/versions/${first.id}`, { token })).status).toBe(200)
    })
    expect(restored).toContain('pages:wardrobes')
    expect(headingOf(await queries.getPage('wardrobes'))).toBe('Wardrobes')
  })

  it('a new page autosaved several times before its title was typed still gets its address from the title, and publishes', async () => {
    // What the admin sends as an editor opens a new page and pauses before the title: Payload stops
    // making the address after a draft's second version (its hidden generateSlug box comes back unticked).
    const draft = await payload.create({ collection: 'pages', draft: true, data: { layout: banner('') } })
    for (let save = 0; save < 3; save++) {
      await payload.update({ collection: 'pages', id: draft.id, draft: true, autosave: true, data: { layout: banner(`Heading ${save}`) } })
    }
    const typed = await payload.update({
      collection: 'pages',
      id: draft.id,
      draft: true,
      autosave: true,
      data: { title: 'Outdoor Kitchens', slug: '', generateSlug: false, layout: banner('Outdoor Kitchens') },
    })
    expect(typed.slug).toBe('outdoor-kitchens')
    const published = await payload.update({ collection: 'pages', id: draft.id, data: { _status: 'published' } })
    expect(published).toMatchObject({ slug: 'outdoor-kitchens', _status: 'published' })
    // An address once made is kept: a later title does not move it.
    const retitled = await payload.update({ collection: 'pages', id: draft.id, data: { title: 'Outdoor Kitchen Design', generateSlug: false } })
    expect(retitled.slug).toBe('outdoor-kitchens')
    // A title written in Arabic makes no address: the page keeps the one made from its English title.
    const arabic = await payload.update({ collection: 'pages', id: draft.id, locale: 'ar', draft: true, data: { title: 'مطابخ خارجية', generateSlug: true } })
    expect(arabic.slug).toBe('outdoor-kitchens')
  })

  it('a publication scheduled in the admin, run by the job queue, publishes the page and refreshes its pages', async () => {
    const page = await payload.create({ collection: 'pages', draft: true, data: { title: 'Bathrooms', slug: 'bathrooms', layout: banner('Bathrooms') } })
    await editorToken(payload)
    const editor = (await payload.find({ collection: 'users', limit: 1 })).docs[0]!
    // What the admin's "Schedule publish" queues (@payloadcms/ui's schedulePublishHandler), already due.
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'pages', value: page.id }, user: { relationTo: 'users', value: editor.id } },
      waitUntil: new Date(Date.now() - 1000),
    })
    const expired = await expiredBy(() => payload.jobs.run({ queue: 'default' }))
    expect(expired).toEqual(expect.arrayContaining(['pages:bathrooms', 'pages']))
    expect(headingOf(await queries.getPage('bathrooms'))).toBe('Bathrooms')
  })
})

describe(`the preview route on ${adapter}`, () => {
  const ask = (path: string, headers: HeadersInit = {}) =>
    preview.previewRequest(new Request(`http://localhost:3000/next/preview?${new URLSearchParams({ path })}`, { headers }))

  it('shows a signed-in editor the page asked for', async () => {
    expect(await ask('/kitchens', { authorization: `JWT ${await editorToken(payload)}` })).toEqual({ path: '/kitchens' })
  })

  it('refuses visitors: they never reach the preview', async () => {
    expect(await ask('/kitchens')).toEqual({ status: 403, message: expect.stringContaining('Sign in') })
  })

  it('refuses a forged or expired session', async () => {
    expect(await ask('/kitchens', { authorization: 'JWT not-a-token' })).toMatchObject({ status: 403 })
  })

  it('refuses to send anyone to another site', async () => {
    const token = await editorToken(payload)
    for (const path of ['https://example.com/', '//example.com/', '/\\example.com', 'kitchens', '']) {
      expect(await ask(path, { authorization: `JWT ${token}` })).toMatchObject({ status: 400 })
    }
  })
})

describe(`Create New on ${adapter}`, () => {
  it('leaves no document when the editor goes without typing; one typed in stays; only its editors may ask', async () => {
    const marketing = await editorToken(payload, 'create-new@example.com', ['marketing'])
    const sales = await editorToken(payload, 'create-new-sales@example.com', ['sales'])
    const user = (await payload.find({ collection: 'users', where: { email: { equals: 'create-new@example.com' } } })).docs[0]!
    // What the admin's Create New view does as it opens on a collection with autosave.
    const createNew = async () => {
      const doc = await payload.create({ collection: 'posts', data: {}, draft: true, user, overrideAccess: false })
      createdAt.set(doc.id, doc.createdAt)
      return doc
    }
    const createdAt = new Map<number | string, string>()
    const discard = (id: number | string, token?: string, created = createdAt.get(id)) =>
      rest('POST', `/posts/${id}/discard-untouched?created=${encodeURIComponent(created ?? '')}`, { token })
    const exists = async (id: number | string) => (await payload.count({ collection: 'posts', where: { id: { equals: id } } })).totalDocs === 1

    const left = await createNew()
    expect((await discard(left.id)).status).toBe(401)
    expect((await discard(left.id, sales)).status).toBe(403)
    expect(await exists(left.id)).toBe(true)
    // Only the document created at the time the edit view showed: not another given the same id.
    expect(await (await discard(left.id, marketing, '2020-01-01T00:00:00.000Z')).json()).toEqual({ discarded: false })
    expect(await exists(left.id)).toBe(true)
    expect(await (await discard(left.id, marketing)).json()).toEqual({ discarded: true })
    expect(await exists(left.id)).toBe(false)

    const typedIn = await createNew()
    await payload.update({ collection: 'posts', id: typedIn.id, data: { title: 'Majlis lighting, room by room' }, draft: true, autosave: true, user, overrideAccess: false })
    expect(await (await discard(typedIn.id, marketing)).json()).toEqual({ discarded: false })
    expect(await exists(typedIn.id)).toBe(true)

    // A draft created whole, title and all, in one version (through the API): not Create New's either.
    const whole = await payload.create({ collection: 'posts', data: { title: 'Terrazzo, honestly', url: 'terrazzo-honestly' }, draft: true, user, overrideAccess: false })
    expect(await (await discard(whole.id, marketing, whole.createdAt)).json()).toEqual({ discarded: false })
    expect(await exists(whole.id)).toBe(true)

    // Published at once, in one version: not Create New's.
    const published = await publishedPage('published-at-once', 'Published at once')
    expect(await (await rest('POST', `/pages/${published.id}/discard-untouched?created=${published.createdAt}`, { token: marketing })).json()).toEqual({ discarded: false })
    expect((await payload.count({ collection: 'pages', where: { id: { equals: published.id } } })).totalDocs).toBe(1)
  })
})
