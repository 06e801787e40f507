import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { metadataOfPage, PageView } from '@/features/pages/PageView'
import { getPage, listPageSlugs } from '@/features/site/queries'
import { homeSlug, listingSlugs } from '@/lib/routes'

/** Pages whose routes have their own templates; the generic route must not serve them twice. */
const ownRoutes = new Set<string>([homeSlug, ...Object.values(listingSlugs)])

type Props = { params: Promise<{ path: string[] }> }

/** The page at this path, if the generic route serves it. */
async function pageAt(path: string[]) {
  const [slug] = path
  if (path.length !== 1 || !slug || ownRoutes.has(slug)) return null
  return getPage(slug)
}

export async function generateStaticParams() {
  const slugs = await listPageSlugs()
  return slugs.filter((slug) => !ownRoutes.has(slug)).map((slug) => ({ path: [slug] }))
}

/** A missing page takes the not-found page's title (notFound() here, as Next only reads it then). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await pageAt((await params).path)
  if (!page) notFound()
  return metadataOfPage(page)
}

/** The main pages and the service landing pages: any Pages document at /{slug}. */
export default async function Page({ params }: Props) {
  const page = await pageAt((await params).path)
  if (!page) notFound()
  return <PageView page={page} />
}
