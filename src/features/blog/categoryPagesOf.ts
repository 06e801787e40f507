import { pageCount } from '@/lib/pagination'
import { type Locale, locales } from '@/lib/locales'
import { blogPageSize } from '@/lib/routes'

/** A category's published posts, as counted: how many are written in each language, and the latest change of one (null: none). */
export type CategoryPosts = { counts: Partial<Record<Locale, number>>; updatedAt: string | null }
type CategoryDoc = { id: number; slug: string; updatedAt: string; languages: readonly Locale[]; posts: CategoryPosts }

/** A category's page: the languages it has one in, how many pages its list has in each, and its last change (its own or a post's). */
export type CategoryPage = { id: number; slug: string; updatedAt: string; pages: Partial<Record<Locale, number>> }

/**
 * Which categories have a page, in which languages: a category written in a language has a page
 * in it once a published post in that language is in the category. An empty category has none
 * (not a page of the site, nor of the sitemap, nor a link on /blog).
 */
export function categoryPagesOf(categories: readonly CategoryDoc[]): CategoryPage[] {
  return categories.flatMap((category) => {
    const pages: Partial<Record<Locale, number>> = {}
    for (const locale of locales) {
      const count = category.languages.includes(locale) ? (category.posts.counts[locale] ?? 0) : 0
      if (count > 0) pages[locale] = pageCount(count, blogPageSize)
    }
    if (Object.keys(pages).length === 0) return []
    const latest = category.posts.updatedAt
    const updatedAt = latest && latest > category.updatedAt ? latest : category.updatedAt
    return [{ id: category.id, slug: category.slug, updatedAt, pages }]
  })
}

/** The languages a category's page is in. */
export const languagesOfCategoryPage = (page: CategoryPage): Locale[] => locales.filter((locale) => page.pages[locale])
