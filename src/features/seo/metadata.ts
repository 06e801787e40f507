import type { Metadata } from 'next'

import { getCompany } from '@/features/site/queries'
import type { Media } from '@/payload-types'

type SeoFields = {
  title?: string | null
  description?: string | null
  image?: number | Media | null
}

/**
 * A page's <title> (its CMS meta title, then the company name), description, canonical URL and
 * social cards, from its CMS record.
 */
export async function pageMetadata(
  path: string,
  fallbackTitle: string,
  meta: SeoFields | undefined | null,
): Promise<Metadata> {
  const company = await getCompany()
  const title = `${meta?.title || fallbackTitle} | ${company.name}`
  const description = meta?.description || undefined
  const image = typeof meta?.image === 'object' && meta.image?.url ? meta.image : null
  const images = image?.url ? [{ url: image.sizes?.wide?.url || image.url, alt: image.alt }] : undefined
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: path },
    openGraph: { title, description, url: path, type: 'website', images },
    twitter: { card: images ? 'summary_large_image' : 'summary', title, description },
  }
}
