import type { PayloadRequest, Where } from 'payload'

import { defaultLocale } from '@/lib/locales'
import { languageOfPath } from '@/lib/localePaths'
import { blogIndexPath, homeSlug, listingSlugs, portfolioIndexPath, searchPath } from '@/lib/routes'
import { firstSegment, sharedSegments } from '@/lib/routeSegments'
import { prefixOf } from './addresses'

type Lookup = { collection: 'pages' | 'posts' | 'projects'; field: 'slug' | 'url'; value: string; kind: string }

/** Which document would be published at this path (English form), if any. */
function lookupOf(path: string): Lookup | null {
  if (path === '/') return { collection: 'pages', field: 'slug', value: homeSlug, kind: 'page' }
  if (path === portfolioIndexPath) return { collection: 'pages', field: 'slug', value: listingSlugs.portfolio, kind: 'page' }
  if (path === blogIndexPath) return { collection: 'pages', field: 'slug', value: listingSlugs.blog, kind: 'page' }
  const segments = path.split('/').slice(1)
  if (segments.length === 1) return { collection: 'pages', field: 'slug', value: segments[0]!, kind: 'page' }
  if (segments.length === 2 && segments[0] === 'portfolios') return { collection: 'projects', field: 'slug', value: segments[1]!, kind: 'case study' }
  if (segments.length === 2 && `/${segments[0]}` === blogIndexPath) return { collection: 'posts', field: 'url', value: segments[1]!, kind: 'post' }
  return null
}

/**
 * Why a redirect may not take this `from`, or null: a published page, post or case study lives at
 * it (in the `from`'s language), or it is one of the site's own addresses (the search, the feeds).
 * A redirect serves only where the site has no page; one at a live address would never answer, and
 * would start hiding the page the day it was unpublished by mistake.
 */
export async function livePageAt(req: PayloadRequest, from: string): Promise<string | null> {
  if (prefixOf(from) !== undefined) return null
  const { locale, path } = languageOfPath(from.split('?', 1)[0]!)
  if (path === searchPath || sharedSegments.includes(firstSegment(path))) return `${from} is one of the site’s own addresses: a redirect would never answer there.`
  const lookup = lookupOf(path)
  if (!lookup) return null
  const at: Where = { [lookup.field]: { equals: lookup.value } }
  const where: Where = { and: [at, { _status: { equals: 'published' } }, ...(locale === defaultLocale ? [] : [{ arabic: { not_equals: 'missing' } }])] }
  const { docs } = await req.payload.find({ collection: lookup.collection, where, locale, limit: 1, depth: 0, pagination: false, overrideAccess: true, req, select: { title: true } })
  const found = docs[0] as { title?: string } | undefined
  if (!found) return null
  return `${from} is the address of the published ${lookup.kind} “${found.title ?? lookup.value}”: a redirect would hide it. Move or unpublish that ${lookup.kind} first.`
}
