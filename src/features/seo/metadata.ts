import type { Metadata } from 'next'

import { getCompany } from '@/features/site/queries'
import { asMedia } from '@/lib/media'
import { blogFeedPath } from '@/lib/routes'
import type { Media } from '@/payload-types'

type Picture = number | Media | null | undefined

type SeoFields = {
  title?: string | null
  description?: string | null
  image?: Picture
}

type Options = {
  /** The document's own picture (banner, cover, post image), shared when the SEO image is empty. */
  picture?: Picture
  type?: 'website' | 'article'
}

/**
 * A page's <title> (its CMS meta title, then the company name), description, canonical URL and
 * social cards with a picture, from its CMS record.
 */
export async function pageMetadata(
  path: string,
  fallbackTitle: string,
  meta: SeoFields | undefined | null,
  { picture, type = 'website' }: Options = {},
): Promise<Metadata> {
  const company = await getCompany()
  const title = `${meta?.title || fallbackTitle} | ${company.name}`
  const description = meta?.description || undefined
  const image = asMedia(meta?.image) ?? asMedia(picture)
  const images = image ? [{ url: image.sizes?.wide?.url || image.url!, alt: image.alt }] : undefined
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: path, types: { 'application/rss+xml': blogFeedPath } },
    openGraph: { title, description, url: path, type, siteName: company.name, locale: 'en_AE', images },
    twitter: { card: images ? 'summary_large_image' : 'summary', title, description, images },
  }
}
