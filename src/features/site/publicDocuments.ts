import { payloadClient } from './payload'
import { published } from './queries'
import { taggedRead } from './taggedRead'
import { cacheTags } from '@/lib/cacheTags'
import { pathOfDocument } from '@/lib/routes'
import type { Page } from '@/payload-types'

/** A page, case study or published post as the sitemap and the SEO records see it. */
export type PublicDocument = {
  kind: 'page' | 'project' | 'post'
  path: string
  meta?: Page['meta']
  updatedAt: string
}

/** Every published document: pages and case studies in the order they were made, then posts newest first. */
export const listPublicDocuments = taggedRead('publicDocuments', () => [cacheTags.pages, cacheTags.projects, cacheTags.posts], readPublicDocuments)

async function readPublicDocuments(): Promise<PublicDocument[]> {
  const payload = await payloadClient()
  const options = { limit: 0, depth: 0, pagination: false, sort: 'createdAt' } as const
  const fields = { meta: true, updatedAt: true } as const
  const [pages, projects, posts] = await Promise.all([
    payload.find({ collection: 'pages', ...options, where: published, select: { slug: true, ...fields } }),
    payload.find({ collection: 'projects', ...options, where: published, select: { slug: true, ...fields } }),
    payload.find({ collection: 'posts', ...options, sort: '-publishedAt', where: published, select: { url: true, ...fields } }),
  ])
  return [
    ...pages.docs.map((doc) => ({ kind: 'page' as const, path: pathOfDocument.pages(doc), meta: doc.meta, updatedAt: doc.updatedAt })),
    ...projects.docs.map((doc) => ({ kind: 'project' as const, path: pathOfDocument.projects(doc), meta: doc.meta, updatedAt: doc.updatedAt })),
    ...posts.docs.map((doc) => ({ kind: 'post' as const, path: pathOfDocument.posts(doc), meta: doc.meta, updatedAt: doc.updatedAt })),
  ]
}
