import type { CollectionSlug, Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { expiredBy } from './expiry'
import { adapter, startPayload } from './harness'

// Nothing that loads the Payload config is imported above: the harness sets its environment first.

let payload: Payload
let cacheTags: typeof import('@/lib/cacheTags')
let skipRevalidation: typeof import('@/cms/hooks/revalidate').skipRevalidation

const layout = [{ blockType: 'banner' as const, heading: 'A villa to try' }]
const paragraph = (words: string) => ({
  root: { type: 'root', direction: 'ltr' as const, format: '' as const, indent: 0, version: 1, children: [{ type: 'paragraph', direction: 'ltr', format: '', indent: 0, version: 1, textFormat: 0, textStyle: '', children: [{ type: 'text', text: words, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }] }] },
})

beforeAll(async () => {
  ;({ payload } = await startPayload())
  cacheTags = await import('@/lib/cacheTags')
  ;({ skipRevalidation } = await import('@/cms/hooks/revalidate'))
})

afterAll(async () => {
  await payload?.destroy()
})

/**
 * What the admin does with a published document: autosaves a draft as the editor types (twice
 * here, the new address among the changes), then *Publish changes*.
 */
async function moveAndPublish(collection: CollectionSlug, id: number | string, data: Record<string, unknown>) {
  await payload.update({ collection, id, draft: true, autosave: true, data })
  await payload.update({ collection, id, draft: true, autosave: true, data })
  await payload.update({ collection, id, data: { ...data, _status: 'published' } })
}

/** The tag of an address in every language, as a save that moves a document expires it. */
const everywhere = (tag: string) => [tag, `${tag}@en`, `${tag}@ar`]

describe(`a document moved to another address through the admin on ${adapter}`, () => {
  it('a page: publishing expires the address visitors saw, not only the last draft’s, and the menus that link to it', async () => {
    const page = await payload.create({ collection: 'pages', context: skipRevalidation, data: { title: 'Trial offer', slug: 'trial-offer', layout, _status: 'published' } })
    const expired = await expiredBy(() => moveAndPublish('pages', page.id, { slug: 'trial-offer-villa' }))
    expect(expired).toEqual(expect.arrayContaining([...everywhere('pages:trial-offer'), ...everywhere('pages:trial-offer-villa'), cacheTags.cacheTags.linkTargets]))
  })

  it('a case study, the same', async () => {
    const sector = await payload.create({ collection: 'sectors', context: skipRevalidation, data: { name: 'Villas', slug: 'villas' } })
    const project = await payload.create({
      collection: 'projects',
      context: skipRevalidation,
      data: { title: 'Villa in Mudon', slug: 'villa-in-mudon', location: 'Mudon, Dubai', sector: sector.id, _status: 'published' },
    })
    const expired = await expiredBy(() => moveAndPublish('projects', project.id, { slug: 'villa-renovation-mudon' }))
    expect(expired).toEqual(expect.arrayContaining([...everywhere('projects:villa-in-mudon'), ...everywhere('projects:villa-renovation-mudon')]))
  })

  it('a blog post, the same', async () => {
    const data = await sharp({ create: { width: 16, height: 9, channels: 3, background: '#b9a58f' } }).png().toBuffer()
    const picture = await payload.create({ collection: 'media', context: skipRevalidation, data: { alt: 'A sand-coloured wall' }, file: { data, mimetype: 'image/png', name: 'wall.png', size: data.length } })
    const author = await payload.create({ collection: 'authors', context: skipRevalidation, data: { name: 'Karim Nasser', role: 'Joinery lead', bio: 'Tests stone.', photo: picture.id } })
    const category = await payload.create({ collection: 'categories', context: skipRevalidation, data: { name: 'Materials', slug: 'materials', description: 'Stone and timber.' } })
    const post = await payload.create({
      collection: 'posts',
      context: skipRevalidation,
      data: {
        title: 'Choosing stone',
        url: 'choosing-stone',
        publishedAt: '2026-01-05T06:00:00.000Z',
        image: picture.id,
        description: paragraph('Stone, chosen.'),
        authors: [author.id],
        categories: [category.id],
        _status: 'published',
      },
    })
    const expired = await expiredBy(() => moveAndPublish('posts', post.id, { url: 'choosing-stone-for-villas' }))
    expect(expired).toEqual(expect.arrayContaining([...everywhere('posts:choosing-stone'), ...everywhere('posts:choosing-stone-for-villas')]))
  })

  it('a page deleted with a draft at another address: the address visitors saw is expired', async () => {
    const page = await payload.create({ collection: 'pages', context: skipRevalidation, data: { title: 'Summer offer', slug: 'summer-offer', layout, _status: 'published' } })
    await payload.update({ collection: 'pages', id: page.id, draft: true, autosave: true, data: { slug: 'summer-offer-2027' } })
    const expired = await expiredBy(() => payload.delete({ collection: 'pages', id: page.id }))
    expect(expired).toEqual(expect.arrayContaining(everywhere('pages:summer-offer')))
  })

  it('a sector renamed: the portfolio and the case studies that show it', async () => {
    const sector = await payload.create({ collection: 'sectors', context: skipRevalidation, data: { name: 'Retail', slug: 'retail' } })
    const expired = await expiredBy(() => payload.update({ collection: 'sectors', id: sector.id, data: { name: 'Retail and leisure', slug: 'retail-and-leisure' } }))
    expect(expired).toEqual(expect.arrayContaining(everywhere(cacheTags.cacheTags.sectors)))
  })
})
