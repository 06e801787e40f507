import { payloadClient } from '@/features/site/payload'
import { homeSlug } from '@/lib/routes'
import type { Page } from '@/payload-types'

/** SPEC §3's meta title and meta description records, named by the last segment of a page's address. */
export type MetaTitleRecord = { url: string; title: string }
export type MetaDescriptionRecord = { url: string; description: string }

type SeoDocument = { segment: string; meta?: Page['meta'] }

// The home page's address has no last segment.
const segmentOfPage = (slug: string): string => (slug === homeSlug ? '' : slug)

/** Every public document's SEO fields: pages, case studies and published posts. */
export async function listSeoDocuments(): Promise<SeoDocument[]> {
  const payload = await payloadClient()
  const options = { limit: 0, depth: 0, pagination: false } as const
  const [pages, projects, posts] = await Promise.all([
    payload.find({ collection: 'pages', ...options, select: { slug: true, meta: true } }),
    payload.find({ collection: 'projects', ...options, select: { slug: true, meta: true } }),
    payload.find({
      collection: 'posts',
      ...options,
      where: { _status: { equals: 'published' } },
      select: { url: true, meta: true },
    }),
  ])
  return [
    ...pages.docs.map((page) => ({ segment: segmentOfPage(page.slug), meta: page.meta })),
    ...projects.docs.map((project) => ({ segment: project.slug, meta: project.meta })),
    ...posts.docs.map((post) => ({ segment: post.url, meta: post.meta })),
  ]
}

export const metaTitleRecords = (documents: SeoDocument[]): MetaTitleRecord[] =>
  documents.flatMap(({ segment, meta }) => (meta?.title?.trim() ? [{ url: segment, title: meta.title.trim() }] : []))

export const metaDescriptionRecords = (documents: SeoDocument[]): MetaDescriptionRecord[] =>
  documents.flatMap(({ segment, meta }) =>
    meta?.description?.trim() ? [{ url: segment, description: meta.description.trim() }] : [],
  )
