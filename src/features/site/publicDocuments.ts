import { payloadClient } from './payload'
import { published } from './queries'
import { taggedRead } from './taggedRead'
import { languagesOf } from '@/features/seo/languages'
import { cacheTags } from '@/lib/cacheTags'
import type { Locale } from '@/lib/locales'
import { pathOfDocument } from '@/lib/routes'
import type { Page } from '@/payload-types'
import { idsOf } from '@/lib/ids'
import { metaDescriptionOf } from '@/features/blog/postSummary'

/** A page, case study or published post as the sitemap and the SEO records see it (a post's meta description falls back to its excerpt). */
export type PublicDocument = {
  kind: 'page' | 'project' | 'post'
  /** Its English address. */
  path: string
  meta?: Page['meta']
  updatedAt: string
  /** The languages it is written in. */
  languages: Locale[]
  /** A post's categories, by id. */
  categories?: number[]
}

/** Every published document: pages and case studies in the order they were made, then posts newest first. */
export const listPublicDocuments = taggedRead('publicDocuments', () => [cacheTags.pages, cacheTags.projects, cacheTags.posts], readPublicDocuments)

async function readPublicDocuments(): Promise<PublicDocument[]> {
  const payload = await payloadClient()
  const options = { limit: 0, depth: 0, pagination: false, sort: 'createdAt' } as const
  const fields = { meta: true, updatedAt: true, arabic: true } as const
  const [pages, projects, posts] = await Promise.all([
    payload.find({ collection: 'pages', ...options, where: published, select: { slug: true, ...fields } }),
    payload.find({ collection: 'projects', ...options, where: published, select: { slug: true, ...fields } }),
    payload.find({ collection: 'posts', ...options, sort: '-publishedAt', where: published, select: { url: true, excerpt: true, categories: true, ...fields } }),
  ])
  const common = (doc: Pick<Page, 'meta' | 'updatedAt' | 'arabic'>) => ({ meta: doc.meta, updatedAt: doc.updatedAt, languages: languagesOf(doc) })
  return [
    ...pages.docs.map((doc) => ({ kind: 'page' as const, path: pathOfDocument.pages(doc), ...common(doc) })),
    ...projects.docs.map((doc) => ({ kind: 'project' as const, path: pathOfDocument.projects(doc), ...common(doc) })),
    ...posts.docs.map((doc) => ({
      kind: 'post' as const,
      path: pathOfDocument.posts(doc),
      ...common(doc),
      meta: { ...doc.meta, description: metaDescriptionOf(doc) },
      categories: idsOf(doc.categories),
    })),
  ]
}
