import { languagesOf } from '@/features/seo/languages'
import { payloadClient } from '@/features/site/payload'
import { listPublicDocuments } from '@/features/site/publicDocuments'
import { taggedRead } from '@/features/site/taggedRead'
import { cacheTags } from '@/lib/cacheTags'
import { categoryPagesOf } from './categoryPagesOf'

/** Every category page of the blog, in each language it has one in (categoryPagesOf.ts): the sitemap's, /blog's links, each page's languages. */
export const listCategoryPages = taggedRead('categoryPages', () => [cacheTags.posts, cacheTags.categories], async () => {
  const [documents, { docs }] = await Promise.all([
    listPublicDocuments(),
    (await payloadClient()).find({ collection: 'categories', limit: 0, depth: 0, pagination: false, select: { slug: true, updatedAt: true, arabic: true } }),
  ])
  const posts = documents.filter((document) => document.kind === 'post')
  return categoryPagesOf(posts, docs.map((category) => ({ ...category, languages: languagesOf(category) })))
})
