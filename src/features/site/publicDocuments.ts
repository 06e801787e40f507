import { payloadClient } from './payload'
import { homeSlug, pathOfPage, pathOfPost, pathOfProject } from '@/lib/routes'
import type { Page } from '@/payload-types'

/** A page, case study or published post as the sitemap and the SEO records see it. */
export type PublicDocument = {
  kind: 'page' | 'project' | 'post'
  path: string
  /** The last segment of its address ('' for the home page): how SPEC §7's records name it. */
  segment: string
  meta?: Page['meta']
  updatedAt: string
}

/** Every public document: pages and case studies in the order they were made, then posts newest first. */
export async function listPublicDocuments(): Promise<PublicDocument[]> {
  const payload = await payloadClient()
  const options = { limit: 0, depth: 0, pagination: false, sort: 'createdAt' } as const
  const [pages, projects, posts] = await Promise.all([
    payload.find({ collection: 'pages', ...options, select: { slug: true, meta: true, updatedAt: true } }),
    payload.find({ collection: 'projects', ...options, select: { slug: true, meta: true, updatedAt: true } }),
    payload.find({
      collection: 'posts',
      ...options,
      sort: '-publishedAt',
      where: { _status: { equals: 'published' } },
      select: { url: true, meta: true, updatedAt: true },
    }),
  ])
  return [
    ...pages.docs.map((page) => ({
      kind: 'page' as const,
      path: pathOfPage(page.slug),
      segment: page.slug === homeSlug ? '' : page.slug,
      meta: page.meta,
      updatedAt: page.updatedAt,
    })),
    ...projects.docs.map((project) => ({
      kind: 'project' as const,
      path: pathOfProject(project.slug),
      segment: project.slug,
      meta: project.meta,
      updatedAt: project.updatedAt,
    })),
    ...posts.docs.map((post) => ({
      kind: 'post' as const,
      path: pathOfPost(post.url),
      segment: post.url,
      meta: post.meta,
      updatedAt: post.updatedAt,
    })),
  ]
}
