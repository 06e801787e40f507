import type { Metadata } from 'next'

import { pageLanguage } from '@/features/site/pageContext'
import { getCompany } from '@/features/site/queries'
import { defaultLocale, type Locale, locales } from '@/lib/locales'
import { localizedPath } from '@/lib/localePaths'
import { asMedia } from '@/lib/media'
import { blogFeedPath } from '@/lib/routes'
import { alternatesOf, openGraphLocales } from './languages'
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
  /** The languages the page is written in (languagesOf): the site's own templates are in all. */
  languages?: readonly Locale[]
}

/**
 * A page's <title> (its CMS meta title, then the company name), description, canonical URL and
 * social cards with a picture, from its CMS record; in the page's language, with its addresses in
 * the others it is written in. `path` is its English address.
 */
export async function pageMetadata(
  path: string,
  fallbackTitle: string,
  meta: SeoFields | undefined | null,
  { picture, type = 'website', languages = locales }: Options = {},
): Promise<Metadata> {
  const company = await getCompany()
  const title = `${meta?.title || fallbackTitle} | ${company.name}`
  const description = meta?.description || undefined
  const image = asMedia(meta?.image) ?? asMedia(picture)
  const images = image ? [{ url: image.sizes?.wide?.url || image.url!, alt: image.alt }] : undefined
  const feed = pageLanguage() === defaultLocale ? { types: { 'application/rss+xml': blogFeedPath } } : {}
  return {
    title: { absolute: title },
    description,
    alternates: { ...alternatesOf(path, languages), ...feed },
    openGraph: { title, description, url: localizedPath(pageLanguage(), path), type, siteName: company.name, ...openGraphLocales(languages), images },
  }
}
