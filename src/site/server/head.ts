/**
 * The <head> tags of a page, from the `Metadata` its route works out (pageMetadata, the not-found
 * and search pages'), as Next wrote them from the same objects with the site layout's defaults:
 * the title template, the application name, Open Graph's site name and locale; Open Graph taking
 * the page's title and description when the page gives none, and X's card reading Open Graph's.
 */
import type { Metadata } from 'next'

import { siteUrl } from '@/cms/env'
import { openGraphLocale } from '@/features/seo/languages'
import type { Locale } from '@/lib/locales'

export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; attrs: { name?: string; property?: string; content: string } }
  | { tag: 'link'; attrs: { rel: string; href: string; type?: string; sizes?: string; hreflang?: string } }

type Image = { url: string | URL; alt?: string | null }
type Fields = { title?: unknown; description?: unknown; url?: unknown; images?: unknown }

/** The site's own address is written without its trailing slash, as Next resolves it against metadataBase. */
function absolute(path: string | URL): string {
  const url = new URL(String(path), siteUrl())
  return url.pathname === '/' && !url.search && !url.hash ? url.origin : url.href
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined)

function titleOf(metadata: Metadata, siteName: string): string {
  const title = metadata.title
  if (!title) return siteName
  if (typeof title === 'string') return `${title} | ${siteName}`
  if ('absolute' in title && title.absolute) return title.absolute
  return 'default' in title ? title.default : siteName
}

/** The site's icons: its monogram, and the picture a phone shows for the site on its home screen. */
const icons: HeadTag[] = [
  { tag: 'link', attrs: { rel: 'icon', href: '/icon.svg', sizes: 'any', type: 'image/svg+xml' } },
  { tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/apple-icon.png', sizes: '180x180', type: 'image/png' } },
]

/** The page's head in its language: Open Graph's locale is the page's unless its metadata names one. */
export function headTags(metadata: Metadata, siteName: string, locale: Locale): HeadTag[] {
  const tags: HeadTag[] = []
  const meta = (key: 'name' | 'property', name: string, content: unknown) => {
    if (content !== undefined && content !== null && content !== '') tags.push({ tag: 'meta', attrs: { [key]: name, content: String(content) } })
  }
  const title = titleOf(metadata, siteName)
  tags.push({ tag: 'title', text: title })
  meta('name', 'description', metadata.description)
  meta('name', 'application-name', siteName)
  const robots = metadata.robots
  if (robots && typeof robots === 'object' && robots.index === false) meta('name', 'robots', 'noindex')
  const canonical = metadata.alternates?.canonical
  if (canonical) tags.push({ tag: 'link', attrs: { rel: 'canonical', href: absolute(canonical as string) } })
  for (const [hreflang, href] of Object.entries(metadata.alternates?.languages ?? {})) {
    if (typeof href === 'string') tags.push({ tag: 'link', attrs: { rel: 'alternate', hreflang, href: absolute(href) } })
  }
  for (const [type, href] of Object.entries(metadata.alternates?.types ?? {})) {
    if (typeof href === 'string') tags.push({ tag: 'link', attrs: { rel: 'alternate', type, href: absolute(href) } })
  }

  const og: Fields & { siteName?: unknown; locale?: unknown; alternateLocale?: unknown; type?: unknown } = {
    siteName,
    locale: openGraphLocale(locale),
    title,
    description: metadata.description,
    ...(metadata.openGraph as object | undefined),
  }
  const images = (og.images as Image[] | undefined) ?? []
  meta('property', 'og:title', og.title)
  meta('property', 'og:description', og.description)
  if (text(og.url)) meta('property', 'og:url', absolute(og.url as string))
  meta('property', 'og:site_name', og.siteName)
  meta('property', 'og:locale', og.locale)
  for (const alternate of (og.alternateLocale as string[] | undefined) ?? []) meta('property', 'og:locale:alternate', alternate)
  for (const image of images) {
    meta('property', 'og:image', absolute(image.url))
    meta('property', 'og:image:alt', image.alt)
  }
  meta('property', 'og:type', og.type)

  // X reads og:title, og:description and og:image where its own tags are absent: only its card and
  // what differs from Open Graph are written again.
  const twitter: Fields & { card?: unknown } = { card: images.length ? 'summary_large_image' : 'summary', ...(metadata.twitter as object | undefined) }
  meta('name', 'twitter:card', twitter.card)
  if (twitter.title !== og.title) meta('name', 'twitter:title', twitter.title)
  if (twitter.description !== og.description) meta('name', 'twitter:description', twitter.description)
  for (const image of images) meta('name', 'twitter:image:alt', image.alt)
  return [...tags, ...icons]
}
