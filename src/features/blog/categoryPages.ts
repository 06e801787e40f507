import type { Where } from 'payload'

import { languagesOf } from '@/features/seo/languages'
import { payloadClient } from '@/features/site/payload'
import { published } from '@/features/site/queries'
import { taggedRead } from '@/features/site/taggedRead'
import { cacheTags } from '@/lib/cacheTags'
import { defaultLocale, locales } from '@/lib/locales'
import { type CategoryPosts, categoryPagesOf } from './categoryPagesOf'

/** A category's published posts: a count in each language and the latest change, three small reads however many posts it holds. */
async function postsOfCategory(id: number): Promise<CategoryPosts> {
  const payload = await payloadClient()
  const inCategory: Where = { and: [published, { categories: { in: [id] } }] }
  const [counts, latest] = await Promise.all([
    Promise.all(
      locales.map(async (locale) => {
        const where = locale === defaultLocale ? inCategory : { and: [inCategory, { arabic: { not_equals: 'missing' } }] }
        return [locale, (await payload.count({ collection: 'posts', where })).totalDocs] as const
      }),
    ),
    payload.find({ collection: 'posts', where: inCategory, sort: '-updatedAt', limit: 1, pagination: false, depth: 0, select: { updatedAt: true } }),
  ])
  return { counts: Object.fromEntries(counts), updatedAt: latest.docs[0]?.updatedAt ?? null }
}

/** Every category page of the blog, in each language it has one in (categoryPagesOf.ts): the sitemap's, /blog's links, each page's languages. */
export const listCategoryPages = taggedRead('categoryPages', () => [cacheTags.posts, cacheTags.categories], async () => {
  const { docs } = await (await payloadClient()).find({ collection: 'categories', limit: 0, depth: 0, pagination: false, select: { slug: true, updatedAt: true, arabic: true } })
  const categories = await Promise.all(docs.map(async (category) => ({ ...category, languages: languagesOf(category), posts: await postsOfCategory(category.id) })))
  return categoryPagesOf(categories)
})
