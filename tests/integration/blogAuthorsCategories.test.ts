import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { demoAuthors } from '@/content/blogAuthors'
import { demoCategories, postAuthorKeys, postCategories } from '@/content/blogCategories'
import { postCopy } from '@/content/posts'
import { richTextFromParagraphs } from '@/content/lexical'
import { demoPictures } from '@/content/seed/images'
import { seedPosts } from '@/content/seed/posts'
import { blogPageSize } from '@/lib/routes'
import { pageCount } from '@/lib/pagination'
import { expiredBy } from './expiry'
import { adapter, startPayload } from './harness'

// Nothing that loads the Payload config is imported above: the harness sets its environment first.

let payload: Payload
let skipRevalidation: typeof import('@/cms/hooks/revalidate').skipRevalidation
let queries: typeof import('@/features/site/queries')
let withLanguage: typeof import('@/features/site/pageContext').withLanguage

const newest = [...postCopy].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
const postsIn = (slug: string) => newest.filter((post) => postCategories[post.url]?.includes(slug as never))

beforeAll(async () => {
  ;({ payload } = await startPayload())
  await seedPosts(payload, demoPictures(payload, 0.05))
  ;({ skipRevalidation } = await import('@/cms/hooks/revalidate'))
  queries = await import('@/features/site/queries')
  ;({ withLanguage } = await import('@/features/site/pageContext'))
}, 300_000)

afterAll(async () => {
  await payload?.destroy()
})

const categoryId = async (slug: string) => (await payload.find({ collection: 'categories', where: { slug: { equals: slug } }, depth: 0 })).docs[0]!.id

describe(`the blog's authors, categories and excerpts on ${adapter}`, () => {
  it('gives every demo post its excerpt, its authors with their portraits, and its categories', async () => {
    const post = newest[0]!
    const { docs } = await payload.find({ collection: 'posts', where: { url: { equals: post.url } }, depth: 2 })
    const stored = docs[0]!
    expect(stored.excerpt).toBe(post.metaDescription)
    const authors = stored.authors.map((author) => (typeof author === 'object' ? author : null))
    const expected = postAuthorKeys(post.url).map((key) => demoAuthors.find((author) => author.key === key)!)
    expect(authors.map((author) => author?.name)).toEqual(expected.map((author) => author.name))
    const photo = authors[0]!.photo
    expect(typeof photo === 'object' && photo.filename).toBe(`author-${expected[0]!.key}.webp`)
    expect(stored.categories.map((category) => typeof category === 'object' && category.slug)).toEqual(postCategories[post.url])
    // Every demo post is in one or more of five or six categories, written by one or two of three or four people.
    for (const copy of postCopy) expect(postCategories[copy.url]?.length, copy.url).toBeGreaterThan(0)
    expect(demoCategories.length).toBeGreaterThanOrEqual(5)
    expect(demoCategories.length).toBeLessThanOrEqual(6)
    expect(demoAuthors.length).toBeGreaterThanOrEqual(3)
    expect(demoAuthors.length).toBeLessThanOrEqual(4)
  })

  it("lists a category's published posts newest first, ten a page, with its number of pages", async () => {
    const slug = 'homes-and-villas'
    const expected = postsIn(slug)
    expect(expected.length).toBeGreaterThan(blogPageSize)
    const id = await categoryId(slug)
    const first = await queries.listPostPage(1, id)
    expect(first.totalPages).toBe(pageCount(expected.length, blogPageSize))
    expect(first.posts.map((post) => post.url)).toEqual(expected.slice(0, blogPageSize).map((post) => post.url))
    const last = await queries.listPostPage(first.totalPages, id)
    expect(last.posts.map((post) => post.url)).toEqual(expected.slice((first.totalPages - 1) * blogPageSize).map((post) => post.url))
  })

  it('gives a category a page in a language once it is written in it and holds a published post written in it', async () => {
    const { listCategoryPages } = await import('@/features/blog/categoryPages')
    const pages = await listCategoryPages()
    expect(pages.map((page) => page.slug)).toEqual(demoCategories.map((category) => category.slug))
    const homes = pages.find((page) => page.slug === 'homes-and-villas')!
    // Nothing is written in Arabic yet: English pages only.
    expect(homes.pages).toEqual({ en: pageCount(postsIn('homes-and-villas').length, blogPageSize) })

    await payload.create({ collection: 'categories', context: skipRevalidation, data: { name: 'Empty for now', slug: 'empty-for-now', description: 'Nothing here yet.' } })
    expect((await listCategoryPages()).map((page) => page.slug)).not.toContain('empty-for-now')

    // A post and its category written in Arabic: the category has an Arabic page of one post.
    const post = postsIn('working-with-a-designer')[0]!
    const [stored] = (await payload.find({ collection: 'posts', where: { url: { equals: post.url } }, depth: 0 })).docs
    await payload.update({ collection: 'posts', id: stored!.id, locale: 'ar', context: skipRevalidation, data: { title: 'كيف تكتب موجزًا لمصمم داخلي', excerpt: 'ملخص قصير.', description: richTextFromParagraphs(['نص المقال.']) } })
    const designer = await categoryId('working-with-a-designer')
    await payload.update({ collection: 'categories', id: designer, locale: 'ar', context: skipRevalidation, data: { name: 'العمل مع مصمم', description: 'ما تتوقعه من استوديو التصميم.' } })
    expect((await listCategoryPages()).find((page) => page.slug === 'working-with-a-designer')!.pages).toEqual({
      en: pageCount(postsIn('working-with-a-designer').length, blogPageSize),
      ar: 1,
    })
    const arabic = await withLanguage('ar', () => queries.listPostPage(1, designer))
    expect(arabic.posts.map((shown) => [shown.url, shown.excerpt])).toEqual([[post.url, 'ملخص قصير.']])
    const categories = await withLanguage('ar', () => queries.listCategories())
    expect(categories.map((category) => category.name)).toEqual(['العمل مع مصمم'])
  })

  it('keeps an author or a category while a post names it, and lets it go once none does', async () => {
    const author = (await payload.find({ collection: 'authors', where: { name: { equals: 'Karim Nasser' } }, depth: 0 })).docs[0]!
    await expect(payload.delete({ collection: 'authors', id: author.id })).rejects.toThrow(/blog post\(s\) name this author/)
    const category = await categoryId('materials-and-joinery')
    await expect(payload.delete({ collection: 'categories', id: category })).rejects.toThrow(/blog post\(s\) name this category/)
    const spare = await payload.create({
      collection: 'authors',
      context: skipRevalidation,
      data: { name: 'A guest writer', role: 'Guest', bio: 'Wrote once.', photo: (typeof author.photo === 'object' ? author.photo.id : author.photo) },
    })
    await payload.delete({ collection: 'authors', id: spare.id, context: skipRevalidation })
    expect((await payload.count({ collection: 'authors', where: { id: { equals: spare.id } } })).totalDocs).toBe(0)
  })

  it('refuses to publish a post without an author or a category', async () => {
    const [post] = (await payload.find({ collection: 'posts', limit: 1, depth: 0 })).docs
    await expect(payload.update({ collection: 'posts', id: post!.id, context: skipRevalidation, data: { authors: [] } })).rejects.toThrow(/Authors/)
    await expect(payload.update({ collection: 'posts', id: post!.id, context: skipRevalidation, data: { categories: [] } })).rejects.toThrow(/Categories/)
  })

  it('refreshes the pages showing an author or a category when it changes, in the language it changed in', async () => {
    const author = (await payload.find({ collection: 'authors', where: { name: { equals: 'Layla Haddad' } }, depth: 0 })).docs[0]!
    const authorExpiry = await expiredBy(() => payload.update({ collection: 'authors', id: author.id, data: { role: 'Creative Director' } }))
    expect(authorExpiry).toEqual(['authors@en'])
    const category = await categoryId('offices-and-retail')
    const renamed = await expiredBy(() => payload.update({ collection: 'categories', id: category, data: { name: 'Workplaces and shops' } }))
    expect(renamed).toEqual(['categories@en'])
    // Its address is shared by both languages: every language's pages are refreshed.
    const moved = await expiredBy(() => payload.update({ collection: 'categories', id: category, data: { slug: 'workplaces-and-shops' } }))
    expect(moved).toEqual(expect.arrayContaining(['categories', 'categories@en', 'categories@ar']))
  })

  it("names each post's authors, excerpt and categories in the feed", async () => {
    const { rssFeed } = await import('@/features/blog/rssFeed')
    const xml = await rssFeed()
    const firstItem = xml.slice(xml.indexOf('<item>'), xml.indexOf('</item>'))
    const post = newest[0]!
    const names = postAuthorKeys(post.url).map((key) => demoAuthors.find((author) => author.key === key)!.name)
    expect(firstItem).toContain(`<dc:creator>${new Intl.ListFormat('en-AE', { type: 'conjunction' }).format(names)}</dc:creator>`)
    expect(firstItem).toContain(`<description><![CDATA[${post.metaDescription}]]></description>`)
    expect(firstItem).toMatch(/<category domain="[^"]+\/blog\/category\/[a-z-]+">[^<]+<\/category>/)
    expect(xml).toContain('xmlns:dc="http://purl.org/dc/elements/1.1/"')
  })
})
