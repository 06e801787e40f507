import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { bannerPicture } from '@/features/pages/PageView'
import { pageMetadata } from '@/features/seo/metadata'
import { getPage, listPostPage } from '@/features/site/queries'
import { listingSlugs, pathOfBlogPage } from '@/lib/routes'

/**
 * The blog page's title and description; pages after the first say their number and are their own
 * canonical. A page past the last takes the not-found page's title, as BlogList gives it a 404.
 */
export async function blogListMetadata(page: number): Promise<Metadata> {
  const [blogPage, { totalPages }] = await Promise.all([getPage(listingSlugs.blog), listPostPage(page)])
  if (!blogPage || page > totalPages) notFound()
  const title = blogPage.meta?.title || blogPage.title
  const meta = { ...blogPage.meta, title: page > 1 ? `${title} – Page ${page}` : title }
  return pageMetadata(pathOfBlogPage(page), blogPage.title, meta, { picture: bannerPicture(blogPage) })
}
