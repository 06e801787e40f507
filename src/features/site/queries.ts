import { cache } from 'react'

import { isSlug } from '@/cms/fields/slug'
import { pageCount } from '@/lib/pagination'
import { blogPageSize } from '@/lib/routes'
import { payloadClient } from './payload'

/**
 * Reads of the content the public pages show. `cache` shares one read between a page's parts. An
 * address that cannot be a slug is not looked up (PostgreSQL refuses a NUL byte, say): not found.
 */

export const getCompany = cache(async () =>
  (await payloadClient()).findGlobal({ slug: 'company', depth: 0 }),
)

export const getNavigation = cache(async () =>
  (await payloadClient()).findGlobal({ slug: 'navigation', depth: 0 }),
)

export const getPage = cache(async (slug: string) => {
  if (!isSlug(slug)) return null
  const { docs } = await (await payloadClient()).find({
    collection: 'pages',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 1,
  })
  return docs[0] ?? null
})

export const getProject = cache(async (slug: string) => {
  if (!isSlug(slug)) return null
  const { docs } = await (await payloadClient()).find({
    collection: 'projects',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 2, // a video's poster
  })
  return docs[0] ?? null
})

/** Visitors see published posts only (drafts and scheduled posts wait in the admin). */
export const published = { _status: { equals: 'published' } } as const

export const getPost = cache(async (url: string) => {
  if (!isSlug(url)) return null
  const { docs } = await (await payloadClient()).find({
    collection: 'posts',
    where: { and: [{ url: { equals: url } }, published] },
    limit: 1,
    depth: 1,
  })
  return docs[0] ?? null
})

export const listProjects = cache(async () =>
  (
    await (await payloadClient()).find({
      collection: 'projects',
      limit: 0,
      depth: 2, // a video's poster stands in for a missing picture
      sort: 'title',
    })
  ).docs,
)

/** Every case study's title and address, in the portfolio's order: for a case study's previous and next links. */
export const listProjectLinks = cache(async () =>
  (
    await (await payloadClient()).find({
      collection: 'projects',
      limit: 0,
      depth: 0,
      sort: 'title',
      select: { title: true, slug: true },
    })
  ).docs,
)

/** Published posts, newest first: all of them, or the first `limit`. */
export const listPosts = cache(async (limit = 0) =>
  (
    await (await payloadClient()).find({
      collection: 'posts',
      where: published,
      limit,
      depth: 1,
      sort: '-publishedAt',
    })
  ).docs,
)

/** One page of the blog's list, newest first, with the number of pages. */
export const listPostPage = cache(async (page: number) => {
  const result = await (await payloadClient()).find({
    collection: 'posts',
    where: published,
    limit: blogPageSize,
    page,
    depth: 1,
    sort: '-publishedAt',
  })
  return { posts: result.docs, totalPages: pageCount(result.totalDocs, blogPageSize) }
})

/** Slugs of every page served by the generic page route. */
export const listPageSlugs = cache(async () =>
  (
    await (await payloadClient()).find({
      collection: 'pages',
      limit: 0,
      depth: 0,
      select: { slug: true },
    })
  ).docs.map((page) => page.slug),
)

export const listClients = cache(async () =>
  (
    await (await payloadClient()).find({
      collection: 'clients',
      limit: 0,
      depth: 1,
      sort: 'order',
    })
  ).docs,
)
