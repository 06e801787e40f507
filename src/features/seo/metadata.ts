import type { Metadata } from 'next'

import type { Media } from '@/payload-types'

type SeoFields = {
  title?: string | null
  description?: string | null
  image?: number | Media | null
}

/**
 * A page's <title>, description, canonical URL and social cards, from its CMS record.
 * The layout's title template appends the company name.
 */
export function pageMetadata(path: string, fallbackTitle: string, meta: SeoFields | undefined | null): Metadata {
  const title = meta?.title || fallbackTitle
  const description = meta?.description || undefined
  const image = typeof meta?.image === 'object' && meta.image?.url ? meta.image : null
  const images = image?.url ? [{ url: image.sizes?.wide?.url || image.url, alt: image.alt }] : undefined
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { title, description, url: path, type: 'website', images },
    twitter: { card: images ? 'summary_large_image' : 'summary', title, description },
  }
}
