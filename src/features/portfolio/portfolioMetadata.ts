import type { Metadata } from 'next'

import { bannerPicture } from '@/features/pages/PageView'
import { languagesOf } from '@/features/seo/languages'
import { pageMetadata } from '@/features/seo/metadata'
import { pageLanguage } from '@/features/site/pageContext'
import { words } from '@/features/site/words'
import type { Page } from '@/payload-types'
import { portfolioIndexPath } from '@/lib/routes'
import type { PortfolioList } from './portfolioList'

/**
 * The portfolio page's title and description, its canonical the list the page holds (portfolioList.ts):
 * pages after the first say their number, and, like a sector's list of a portfolio of several pages,
 * name no other language (each language's pages hold other case studies).
 */
export function portfolioMetadata(page: Page, list: PortfolioList): Promise<Metadata> {
  const title = page.meta?.title || page.title
  const meta = { ...page.meta, title: list.page > 1 ? words().blog.listTitle(title, list.page) : title }
  return pageMetadata(list.path, page.title, meta, {
    picture: bannerPicture(page),
    languages: list.path === portfolioIndexPath ? languagesOf(page) : [pageLanguage()],
  })
}
