import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { metadataOfPage } from '@/features/pages/PageView'
import { PortfolioIndex } from '@/features/portfolio/PortfolioIndex'
import { getPage } from '@/features/site/queries'
import { listingSlugs } from '@/lib/routes'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getPage(listingSlugs.portfolio)
  return page ? metadataOfPage(page) : {}
}

export default async function Portfolio() {
  const page = await getPage(listingSlugs.portfolio)
  if (!page) notFound()
  return <PortfolioIndex page={page} />
}
