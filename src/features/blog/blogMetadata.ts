import type { Metadata } from 'next'

import { bannerPicture } from '@/features/pages/PageView'
import { languagesOf } from '@/features/seo/languages'
import { pageLanguage } from '@/features/site/pageContext'
import { pageMetadata } from '@/features/seo/metadata'
import { getPage, listPostPage } from '@/features/site/queries'
import { listingSlugs, pathOfBlogPage } from '@/lib/routes'
import { words } from '@/features/site/words'

/**
 * The blog page's title and description; pages after the first say their number and are their own
 * canonical. Null for a page past the last, which is not there (404).
 */
export async function blogListMetadata(page: number): Promise<Metadata | null> {
  const [blogPage, { totalPages }] = await Promise.all([getPage(listingSlugs.blog), listPostPage(page)])
  if (!blogPage || page > totalPages) return null
  const title = blogPage.meta?.title || blogPage.title
  const meta = { ...blogPage.meta, title: page > 1 ? words().blog.listTitle(title, page) : title }
  return pageMetadata(pathOfBlogPage(page), blogPage.title, meta, {
    picture: bannerPicture(blogPage),
    // A later page of the list holds other posts in each language: it names no alternates.
    languages: page > 1 ? [pageLanguage()] : languagesOf(blogPage),
  })
}
