import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { pageCopy } from '@/content/page-copy'
import { postCopy } from '@/content/posts'
import { prepareContent } from '@/content/seed/demoOnce'
import { pathOfPage, pathOfPost } from '@/lib/routes'
import { adapter, startPayload } from './harness'

let payload: Payload
let search: typeof import('@/features/search/search')
let withLanguage: typeof import('@/features/site/pageContext').withLanguage

beforeAll(async () => {
  ;({ payload } = await startPayload())
  await prepareContent(payload, { pictureScale: 0.1 })
  search = await import('@/features/search/search')
  ;({ withLanguage } = await import('@/features/site/pageContext'))
})

afterAll(async () => {
  await payload?.destroy()
})

/** Every result of a query, page after page, as the search pages list them. */
async function allResults(query: string) {
  const first = await search.searchSite(query)
  const later = await Promise.all(Array.from({ length: first.pageCount - 1 }, (_, index) => search.searchSite(query, index + 2)))
  return [first, ...later].flatMap((page) => page.results)
}

const kitchenPage = pathOfPage('kitchen-renovation-companies-in-dubai')
const kitchenTitled = postCopy.filter((post) => /\bkitchen/i.test(post.title)).map((post) => pathOfPost(post.url))

describe(`site search on ${adapter}`, () => {
  it('lists the kitchen renovation page first for "kitchen", then every result with kitchen in its title before the others', async () => {
    expect(kitchenTitled.length).toBeGreaterThanOrEqual(3)
    const results = await allResults('kitchen')
    expect(results[0]?.path).toBe(kitchenPage)
    const titled = results.map((result) => /\bkitchen/i.test(result.title))
    expect(titled.lastIndexOf(true)).toBeLessThan(titled.indexOf(false))
    const paths = results.map((result) => result.path)
    const firstUntitledPost = paths.findIndex((path) => path.startsWith('/blog/') && !kitchenTitled.includes(path))
    expect(firstUntitledPost).toBeGreaterThan(0)
    for (const path of kitchenTitled) expect(paths.indexOf(path), path).toBeGreaterThan(0)
    for (const path of kitchenTitled) expect(paths.indexOf(path), path).toBeLessThan(firstUntitledPost)
  })

  it('pages past 30 results: every result once, 30 a page, and no result past the last page', async () => {
    const first = await search.searchSite('kitchen')
    expect(first.total).toBeGreaterThan(30)
    expect(first.pageCount).toBe(Math.ceil(first.total / 30))
    expect(first.results).toHaveLength(30)
    const results = await allResults('kitchen')
    expect(results).toHaveLength(first.total)
    expect(new Set(results.map((result) => result.path)).size).toBe(first.total)
    const past = await search.searchSite('kitchen', first.pageCount + 1)
    expect(past).toMatchObject({ results: [], total: first.total, pageCount: first.pageCount })
  })

  it('finds documents holding only some of the words, after those holding all of them', async () => {
    const holds = async (path: string, word: string) => {
      const { docs } = await payload.find({ collection: 'search', where: { path: { equals: path } }, depth: 0 })
      return `${docs[0]?.title} ${docs[0]?.text}`.toLowerCase().includes(word)
    }
    const results = await allResults('marble worktops')
    const holdsBoth = await Promise.all(results.map(async (result) => (await holds(result.path, 'marble')) && holds(result.path, 'worktop')))
    expect(holdsBoth.indexOf(false)).toBeGreaterThan(0)
    expect(holdsBoth.lastIndexOf(true)).toBeLessThan(holdsBoth.indexOf(false))
    expect((await allResults('marble zzqx')).map((result) => result.path)).toEqual((await allResults('marble')).map((result) => result.path))
  })

  it('shows excerpts that do not repeat the title and keep list items apart', async () => {
    const { results } = await search.searchSite('kitchen')
    const page = results[0]!
    expect(page.title).toBe(pageCopy['kitchen-renovation-companies-in-dubai']!.title)
    expect(page.excerpt.toLowerCase()).not.toContain(page.title.toLowerCase())
    const greens = results.find((result) => result.path === '/portfolios/greens-apartment-kitchen-renovation')!
    expect(greens.excerpt).toMatch(/^The Greens, Dubai\. Kitchen renovation\. Custom cabinetry\./)
  })
})

describe(`search index format on ${adapter}`, () => {
  it('indexes on save what a rebuild writes: the text without the title', async () => {
    const { documentText } = await import('@/features/search/documentText')
    const { docs: records } = await payload.find({ collection: 'search', pagination: false, depth: 0 })
    expect(records.length).toBeGreaterThan(100)
    for (const record of records) {
      const source = await payload.findByID({ collection: record.doc.relationTo, id: record.doc.value as number, depth: 0 })
      expect(record.text, record.path ?? '').toBe(documentText(source))
      expect(record.text?.toLowerCase().startsWith(`${record.title?.toLowerCase()}.`), record.path ?? '').toBe(false)
    }
  })

  it('rewrites the records of a database indexed in an earlier format, once', async () => {
    const { keepSearchIndexCurrent } = await import('@/features/search/indexFormat')
    const { docs } = await payload.find({ collection: 'search', where: { path: { equals: kitchenPage } }, depth: 0 })
    const record = docs[0]!
    const current = record.text
    const earlierFormat = `Kitchen Renovation ${record.title} ${current?.replace(/\. /g, ' ')}`
    await payload.update({ collection: 'search', id: record.id, data: { text: earlierFormat } })

    const { totalDocs } = await payload.count({ collection: 'search' })
    expect(await keepSearchIndexCurrent(payload)).toBe(totalDocs)
    expect((await payload.findByID({ collection: 'search', id: record.id, depth: 0 })).text).toBe(current)
    expect(await keepSearchIndexCurrent(payload)).toBe(0)
  })

  it('searches the Arabic words on an Arabic page, and finds only documents written in Arabic', async () => {
    const arabic = await withLanguage('ar', () => search.searchSite('المطابخ'))
    expect(arabic.results[0]).toMatchObject({ path: kitchenPage, title: expect.stringMatching(/المطابخ/) })
    const translated = new Set((await payload.find({ collection: 'search', locale: 'ar', pagination: false, where: { title: { exists: true } } })).docs.map((doc) => doc.path))
    for (const result of arabic.results) expect(translated).toContain(result.path)
    expect((await withLanguage('ar', () => search.searchSite('kitchen'))).results).toEqual([])
  })
})
