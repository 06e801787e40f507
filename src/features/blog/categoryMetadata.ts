import type { Metadata } from 'next'

import { pageMetadata } from '@/features/seo/metadata'
import { pageLanguage } from '@/features/site/pageContext'
import { getCategory } from '@/features/site/queries'
import { words } from '@/features/site/words'
import { pathOfCategory } from '@/lib/routes'
import type { Category } from '@/payload-types'
import { listCategoryPages } from './categoryPages'
import { languagesOfCategoryPage } from './categoryPagesOf'

/**
 * A category's page `page` in the page's language: the category, and the page's title (its name,
 * then 'Page 2' on later pages), meta description (the category's description) and languages. Null
 * when there is no such page: an unknown category, one not written in this language or with no
 * published post in it, or a page past its last (404).
 */
export async function categoryPage(slug: string, page: number): Promise<{ category: Category; metadata: Metadata } | null> {
  const [category, pages] = await Promise.all([getCategory(slug), listCategoryPages()])
  const found = pages.find((candidate) => candidate.slug === slug)
  const count = found?.pages[pageLanguage()]
  if (!category || !found || !count || page > count) return null
  const t = words().blog
  const title = t.categoryTitle(category.name)
  const metadata = await pageMetadata(
    pathOfCategory(slug, page),
    category.name,
    { title: page > 1 ? t.listTitle(title, page) : title, description: category.description },
    // A later page of the list holds other posts in each language: it names no alternates.
    { languages: page > 1 ? [pageLanguage()] : languagesOfCategoryPage(found) },
  )
  return { category, metadata }
}
