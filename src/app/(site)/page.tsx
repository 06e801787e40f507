import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { metadataOfPage, PageView } from '@/features/pages/PageView'
import { getPage } from '@/features/site/queries'
import { homeSlug } from '@/lib/routes'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getPage(homeSlug)
  return page ? metadataOfPage(page) : {}
}

export default async function HomePage() {
  const page = await getPage(homeSlug)
  if (!page) notFound()
  return <PageView page={page} />
}
