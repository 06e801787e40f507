import type { Where } from 'payload'

import { isSlug } from '@/cms/fields/slug'
import { tagsOf } from '@/features/consent/tags'
import { retentionMonthsOf } from '@/features/privacy/retentionKinds'
import { cacheTags, pageTag, postTag, projectTag } from '@/lib/cacheTags'
import { defaultLocale } from '@/lib/locales'
import { pageCount } from '@/lib/pagination'
import { blogPageSize, portfolioPageSize } from '@/lib/routes'
import { linkedDocumentFields, resolveNavigation } from './menuLinks'
import { pageLanguage } from './pageContext'
import { payloadClient } from './payload'
import { previewable } from './preview'
import { taggedRead } from './taggedRead'

/**
 * Reads of the content the public pages show, each kept in memory under the tags of what it reads
 * (taggedRead.ts, readCache.ts); a read at depth 1 or more shows pictures and videos too (`media`). An
 * address that cannot be a slug is not looked up (PostgreSQL refuses a NUL byte, say): not found.
 * Every read is in the page's language (pageContext.ts), with no fallback: in Arabic, a page, case
 * study, post or vacancy not written in Arabic is not found and not listed.
 */

const { analytics, authors, categories, clients, company, linkTargets, media, navigation, pages, posts, projects, privacy, sectors, vacancies } = cacheTags

export const getCompany = taggedRead('company', () => [company], async () =>
  (await payloadClient()).findGlobal({ slug: 'company', depth: 0, ...language() }),
)

/** How many months each kind of personal data is kept (Settings › Privacy), which the privacy policy states. */
export const getRetentionMonths = taggedRead('privacy', () => [privacy], async () =>
  retentionMonthsOf({ ...(await (await payloadClient()).findGlobal({ slug: 'privacy', depth: 0 })) }),
)

/** The tags a visitor may consent to (Settings › Analytics), those set and well formed only. */
export const getConsentTags = taggedRead('analytics', () => [analytics], async () =>
  tagsOf(await (await payloadClient()).findGlobal({ slug: 'analytics', depth: 0 })),
)

/** The menus, their links resolved to the addresses (and titles) their pages, case studies and posts have now. */
export const getNavigation = taggedRead('navigation', () => [navigation, linkTargets], async () =>
  resolveNavigation(
    await (await payloadClient()).findGlobal({ slug: 'navigation', depth: 1, populate: linkedDocumentFields, ...language() }),
    pageLanguage(),
  ),
)

/** Visitors see published pages, case studies and posts only (drafts and scheduled posts wait in the admin). */
export const published = { _status: { equals: 'published' } } as const

/** The page's language, for a read. */
export const language = () => ({ locale: pageLanguage() })

/** `where`, and in a language other than English, written in it. */
export const writtenIn = (where?: Where): Where => {
  if (pageLanguage() === defaultLocale) return where ?? {}
  const written: Where = { arabic: { not_equals: 'missing' } }
  return where ? { and: [where, written] } : written
}

export const publishedInLanguage = () => writtenIn(published)

/** The document at this address: the published one, or (in an editor's preview) the latest draft. */
const atAddress = (field: 'slug' | 'url', address: string, draft: boolean): Where =>
  writtenIn(draft ? { [field]: { equals: address } } : { and: [{ [field]: { equals: address } }, published] })

const readPage = (draft: boolean) => async (slug: string) => {
  if (!isSlug(slug)) return null
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'pages', where: atAddress('slug', slug, draft), draft, limit: 1, depth: 1, ...language() })
  return docs[0] ?? null
}

const readProject = (draft: boolean) => async (slug: string) => {
  if (!isSlug(slug)) return null
  const payload = await payloadClient()
  // depth 2: a video's poster
  const { docs } = await payload.find({ collection: 'projects', where: atAddress('slug', slug, draft), draft, limit: 1, depth: 2, ...language() })
  return docs[0] ?? null
}

/** What a post's page shows of its authors (their photos too: depth 2) and of its categories. */
const postPopulate = {
  authors: { name: true, role: true, photo: true, bio: true },
  categories: { name: true, slug: true },
} as const

const readPost = (draft: boolean) => async (url: string) => {
  if (!isSlug(url)) return null
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'posts',
    where: atAddress('url', url, draft),
    draft,
    limit: 1,
    depth: 2,
    populate: postPopulate,
    ...language(),
  })
  return docs[0] ?? null
}

export const getPage = previewable(taggedRead('page', (slug: string) => [pageTag(slug), media], readPage(false)), readPage(true))
export const getProject = previewable(
  taggedRead('project', (slug: string) => [projectTag(slug), media, sectors], readProject(false)),
  readProject(true),
)
export const getPost = previewable(taggedRead('post', (url: string) => [postTag(url), media, authors, categories], readPost(false)), readPost(true))

/** Case studies are listed by title (the portfolio, its pages, a case study's previous and next), then by address where titles are alike. */
const projectOrder = ['title', 'slug']

/** One page of the portfolio's case studies, of one sector (by its id) or of all, in the portfolio's order, with the count of its pages. */
export const listProjectPage = taggedRead('projectPage', () => [projects, media, sectors], async (page: number, sector?: number) => {
  const result = await (await payloadClient()).find({
    collection: 'projects',
    where: sector === undefined ? publishedInLanguage() : writtenIn({ and: [published, { sector: { equals: sector } }] }),
    ...language(),
    limit: portfolioPageSize,
    page,
    depth: 2, // a video's poster stands in for a missing picture
    sort: projectOrder,
  })
  return { projects: result.docs, total: result.totalDocs, totalPages: pageCount(result.totalDocs, portfolioPageSize) }
})

/** How many case studies the portfolio holds in all, and in each sector (the sectors in their order, those holding none left out): one count a sector. */
export const countProjectsBySector = taggedRead('projectCounts', () => [projects, sectors], async () => {
  const payload = await payloadClient()
  const all = await listSectors()
  const [total, ...counts] = await Promise.all([
    payload.count({ collection: 'projects', where: publishedInLanguage(), ...language() }),
    ...all.map((sector) => payload.count({ collection: 'projects', where: writtenIn({ and: [published, { sector: { equals: sector.id } }] }), ...language() })),
  ])
  return {
    total: total!.totalDocs,
    sectors: all.flatMap((sector, index) => (counts[index]!.totalDocs > 0 ? [{ sector, count: counts[index]!.totalDocs }] : [])),
  }
})

/** The first `limit` featured case studies (a project's 'featured' box), in the portfolio's order. */
export const listFeaturedProjects = taggedRead('featuredProjects', () => [projects, media, sectors], async (limit: number) =>
  (
    await (await payloadClient()).find({
      collection: 'projects',
      where: writtenIn({ and: [published, { featured: { equals: true } }] }),
      ...language(),
      limit,
      depth: 2, // a video's poster stands in for a missing picture
      sort: projectOrder,
    })
  ).docs,
)

/**
 * The case studies before and after this one in the portfolio's order (title, then address), going
 * round at either end: their titles and addresses, two reads of one row each (and one more at an end).
 */
export const getProjectNeighbours = taggedRead('projectNeighbours', () => [projects], async (title: string, slug: string) => {
  const payload = await payloadClient()
  const read = async (side: 'before' | 'after', where?: Where) => {
    const { docs } = await payload.find({
      collection: 'projects',
      where: writtenIn(where ? { and: [published, where] } : published),
      ...language(),
      limit: 1,
      depth: 0,
      sort: side === 'after' ? projectOrder : projectOrder.map((field) => `-${field}`),
      select: { title: true, slug: true },
    })
    return docs[0] ?? null
  }
  const beyond = (side: 'before' | 'after'): Where => {
    const past = side === 'after' ? 'greater_than' : 'less_than'
    return { or: [{ title: { [past]: title } }, { and: [{ title: { equals: title } }, { slug: { [past]: slug } }] }] }
  }
  // Past either end, the list goes round: the last case study comes before the first, the first after the last.
  const [previous, next] = await Promise.all([
    read('before', beyond('before')).then((found) => found ?? read('before')),
    read('after', beyond('after')).then((found) => found ?? read('after')),
  ])
  return previous && next && previous.slug !== slug ? { previous, next } : null
})

/** Published posts, newest first: all of them, or the first `limit` (with their authors' and categories' names: the feed's). */
export const listPosts = taggedRead('posts', () => [posts, media, authors, categories], async (limit: number = 0) =>
  (
    await (await payloadClient()).find({
      collection: 'posts',
      where: publishedInLanguage(),
      ...language(),
      limit,
      depth: 1,
      sort: '-publishedAt',
    })
  ).docs,
)

/** One page of the blog's list, or of a category's (by its id), newest first, with the number of pages. */
export const listPostPage = taggedRead('postPage', () => [posts, media, authors, categories], async (page: number, category?: number) => {
  const result = await (await payloadClient()).find({
    collection: 'posts',
    where: category === undefined ? publishedInLanguage() : writtenIn({ and: [published, { categories: { in: [category] } }] }),
    ...language(),
    limit: blogPageSize,
    page,
    depth: 1,
    sort: '-publishedAt',
  })
  return { posts: result.docs, totalPages: pageCount(result.totalDocs, blogPageSize) }
})

/** A blog category by its address, written in the page's language (whether it has a page: categoryPages.ts). */
export const getCategory = taggedRead('category', () => [categories], async (slug: string) => {
  if (!isSlug(slug)) return null
  const { docs } = await (await payloadClient()).find({ collection: 'categories', where: writtenIn({ slug: { equals: slug } }), limit: 1, depth: 0, ...language() })
  return docs[0] ?? null
})

/** The blog's categories written in the page's language, in their order (which of them have a page: categoryPages.ts). */
export const listCategories = taggedRead('categories', () => [categories], async () =>
  (await (await payloadClient()).find({ collection: 'categories', where: writtenIn(), sort: 'order', limit: 0, depth: 0, ...language() })).docs,
)

/** Slugs of every page served by the generic page route. */
export const listPageSlugs = taggedRead('pageSlugs', () => [pages], async () =>
  (
    await (await payloadClient()).find({
      collection: 'pages',
      where: publishedInLanguage(),
      ...language(),
      limit: 0,
      depth: 0,
      select: { slug: true },
    })
  ).docs.map((page) => page.slug),
)

/** The portfolio's sectors, in their order. */
export const listSectors = taggedRead('sectors', () => [sectors], async () =>
  (await (await payloadClient()).find({ collection: 'sectors', limit: 0, depth: 0, sort: 'order', ...language() })).docs,
)

/** The first `limit` clients in their order (a client-logos block shows at most 48). */
export const listClients = taggedRead('clients', () => [clients, media], async (limit: number) =>
  (
    await (await payloadClient()).find({
      collection: 'clients',
      limit,
      pagination: false,
      ...language(),
      depth: 1,
      sort: 'order',
    })
  ).docs,
)

export const listVacancies = taggedRead('vacancies', () => [vacancies], async () =>
  (await (await payloadClient()).find({ collection: 'vacancies', where: writtenIn(), sort: 'order', limit: 100, depth: 0, ...language() })).docs,
)
