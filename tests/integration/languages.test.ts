import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { expiredBy } from './expiry'
import { adapter, startPayload } from './harness'

// Nothing that loads the Payload config is imported above: the harness sets its environment first.

let payload: Payload
let queries: typeof import('@/features/site/queries')
let withLanguage: typeof import('@/features/site/pageContext').withLanguage
let pageId: number | string
let bannerId: string

type Layout = { layout: { blockType: string; heading?: string | null }[] } | null
const headingOf = (page: Layout) => page?.layout.find((block) => block.blockType === 'banner')?.heading
const readIn = <T>(locale: 'en' | 'ar', read: () => Promise<T>) => withLanguage(locale, read)

beforeAll(async () => {
  ;({ payload } = await startPayload())
  queries = await import('@/features/site/queries')
  ;({ withLanguage } = await import('@/features/site/pageContext'))
  const page = await payload.create({
    collection: 'pages',
    data: { title: 'Majlis Design', slug: 'majlis-design', layout: [{ blockType: 'banner', heading: 'Majlis design' }], _status: 'published' },
  })
  pageId = page.id
  bannerId = page.layout[0]!.id!
})

afterAll(async () => {
  await payload?.destroy()
})

/** Whether every tag names the one language (`pages:majlis-design@ar`). */
const onlyIn = (locale: string, tags: string[]) => tags.length > 0 && tags.every((tag) => tag.endsWith(`@${locale}`))

describe(`a page in two languages on ${adapter}`, () => {
  it('is read in English and, until it has Arabic words, neither found nor listed in Arabic', async () => {
    expect(headingOf(await readIn('en', () => queries.getPage('majlis-design')))).toBe('Majlis design')
    expect(await readIn('ar', () => queries.getPage('majlis-design'))).toBeNull()
    expect(await readIn('en', () => queries.listPageSlugs())).toContain('majlis-design')
    expect(await readIn('ar', () => queries.listPageSlugs())).not.toContain('majlis-design')
  })

  it('once written in Arabic, is read in each language in its own words, and both languages’ pages refresh', async () => {
    const expired = await expiredBy(() =>
      payload.update({
        collection: 'pages',
        id: pageId,
        locale: 'ar',
        data: { title: 'تصميم المجالس', layout: [{ id: bannerId, blockType: 'banner', heading: 'مجالس تليق بضيوفكم' }] },
      }),
    )
    // Its English pages now name the Arabic one (hreflang, the switch, the sitemap): they refresh too.
    expect(expired).toEqual(expect.arrayContaining(['pages:majlis-design@en', 'pages:majlis-design@ar']))
    expect(headingOf(await readIn('ar', () => queries.getPage('majlis-design')))).toBe('مجالس تليق بضيوفكم')
    expect(headingOf(await readIn('en', () => queries.getPage('majlis-design')))).toBe('Majlis design')
    expect(await readIn('ar', () => queries.listPageSlugs())).toContain('majlis-design')
  })

  it('saved in Arabic, refreshes only the Arabic pages', async () => {
    const expired = await expiredBy(() =>
      payload.update({ collection: 'pages', id: pageId, locale: 'ar', data: { layout: [{ id: bannerId, blockType: 'banner', heading: 'مجالس للضيافة' }] } }),
    )
    expect(expired).toContain('pages:majlis-design@ar')
    expect(onlyIn('ar', expired)).toBe(true)
    expect(headingOf(await readIn('en', () => queries.getPage('majlis-design')))).toBe('Majlis design')
  })

  it('saved in English, refreshes only the English pages', async () => {
    const expired = await expiredBy(() =>
      payload.update({ collection: 'pages', id: pageId, locale: 'en', data: { layout: [{ id: bannerId, blockType: 'banner', heading: 'Majlis rooms' }] } }),
    )
    expect(expired).toContain('pages:majlis-design@en')
    expect(onlyIn('en', expired)).toBe(true)
    expect(headingOf(await readIn('ar', () => queries.getPage('majlis-design')))).toBe('مجالس للضيافة')
  })

  it('given a new address, which both languages share, refreshes both, at the old address and the new', async () => {
    const expired = await expiredBy(() => payload.update({ collection: 'pages', id: pageId, locale: 'en', data: { slug: 'majlis-interiors' } }))
    expect(expired).toEqual(
      expect.arrayContaining(['pages:majlis-design@en', 'pages:majlis-design@ar', 'pages:majlis-interiors@en', 'pages:majlis-interiors@ar', 'pages']),
    )
    expect(headingOf(await readIn('ar', () => queries.getPage('majlis-interiors')))).toBe('مجالس للضيافة')
  })
})
