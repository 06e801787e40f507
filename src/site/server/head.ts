/**
 * SPIKE: the <head> tags of a page from the Next `Metadata` its route already works out
 * (metadataOfPage, the not-found page's), the subset the site's pages use.
 */
import type { Metadata } from 'next'

import { siteUrl } from '@/cms/env'

export type HeadTag =
  | { tag: 'meta'; attrs: { name?: string; property?: string; content: string } }
  | { tag: 'link'; attrs: { rel: string; href: string; type?: string } }

type Image = { url: string | URL; alt?: string | null }

const absolute = (path: string | URL) => new URL(String(path), siteUrl()).toString()

export function titleOf(metadata: Metadata, siteName: string): string {
  const title = metadata.title
  if (!title) return siteName
  if (typeof title === 'string') return `${title} | ${siteName}`
  if ('absolute' in title && title.absolute) return title.absolute
  return 'default' in title ? title.default : siteName
}

export function headTags(metadata: Metadata): HeadTag[] {
  const tags: HeadTag[] = []
  const meta = (key: 'name' | 'property', name: string, content: unknown) => {
    if (content !== undefined && content !== null && content !== '') tags.push({ tag: 'meta', attrs: { [key]: name, content: String(content) } })
  }
  meta('name', 'description', metadata.description)
  const robots = metadata.robots
  if (robots && typeof robots === 'object' && robots.index === false) meta('name', 'robots', 'noindex')
  const canonical = metadata.alternates?.canonical
  if (canonical) tags.push({ tag: 'link', attrs: { rel: 'canonical', href: absolute(canonical as string) } })
  for (const [type, href] of Object.entries(metadata.alternates?.types ?? {})) {
    if (typeof href === 'string') tags.push({ tag: 'link', attrs: { rel: 'alternate', type, href: absolute(href) } })
  }
  const og = metadata.openGraph as Record<string, unknown> | undefined
  if (og) {
    meta('property', 'og:title', og.title)
    meta('property', 'og:description', og.description)
    if (og.url) meta('property', 'og:url', absolute(og.url as string))
    meta('property', 'og:site_name', og.siteName)
    meta('property', 'og:locale', og.locale)
    for (const image of (og.images as Image[] | undefined) ?? []) {
      meta('property', 'og:image', absolute(image.url))
      meta('property', 'og:image:alt', image.alt)
    }
    meta('property', 'og:type', og.type)
  }
  const twitter = metadata.twitter as Record<string, unknown> | undefined
  if (twitter) {
    meta('name', 'twitter:card', twitter.card)
    meta('name', 'twitter:title', twitter.title)
    meta('name', 'twitter:description', twitter.description)
    for (const image of (twitter.images as Image[] | undefined) ?? []) meta('name', 'twitter:image', absolute(image.url))
  }
  return tags
}
