import type { Metadata } from 'next'

import { bannerPicture } from '@/features/pages/PageView'
import { pageMetadata } from '@/features/seo/metadata'
import { getPage } from '@/features/site/queries'
import { listingSlugs, pathOfBlogPage } from '@/lib/routes'

/** The blog page's title and description; pages after the first say their number and are their own canonical. */
export async function blogListMetadata(page: number): Promise<Metadata> {
  const blogPage = await getPage(listingSlugs.blog)
  if (!blogPage) return {}
  const title = blogPage.meta?.title || blogPage.title
  const meta = { ...blogPage.meta, title: page > 1 ? `${title} – Page ${page}` : title }
  return pageMetadata(pathOfBlogPage(page), blogPage.title, meta, { picture: bannerPicture(blogPage) })
}
