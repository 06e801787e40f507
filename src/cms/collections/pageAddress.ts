import { APIError, type CollectionBeforeDeleteHook } from 'payload'

import { fixedPageSlugs, homeSlug, siteRouteSegments } from '@/lib/routes'
import type { SlugCheck } from '../fields/slug'

const nameOfFixedPage = (slug: string) => (slug === homeSlug ? 'the home page' : `the page of /${slug}`)

/** Why a page cannot be moved from `previous` to `next`, or null when it can. */
export function pageAddressProblem(next: string, previous: string | null | undefined): string | null {
  if (previous && previous !== next && fixedPageSlugs.includes(previous)) {
    return `This is ${nameOfFixedPage(previous)}: its address cannot change.`
  }
  if (previous !== next && siteRouteSegments.includes(next)) {
    return `The address /${next} belongs to the site itself: choose another.`
  }
  if (previous !== next && next === homeSlug) return "'home' names the home page (served at /): choose another address."
  return null
}

/**
 * The slug rules of Pages: the site's own routes are refused, and the fixed pages keep theirs. A
 * page's address is checked against the one it is published at, not its last draft: drafts are
 * saved as the editor types, without checks, and may already hold a refused address. The seed
 * creates a fixed page (home, blog, portfolio) only while none exists and it cannot be deleted, so
 * any other page asking for its address is refused.
 */
export const checkPageAddress: SlugCheck = async (value, { id, req }) => {
  const published = id
    ? await req.payload.findByID({ collection: 'pages', id, depth: 0, draft: false, select: { slug: true }, disableErrors: true, req })
    : null
  const previous = published?.slug
  if (previous && previous !== value && fixedPageSlugs.includes(previous)) return pageAddressProblem(value, previous)!
  const refused = pageAddressProblem(value, undefined)
  if (!refused) return true
  if (!fixedPageSlugs.includes(value)) return refused
  const others = await req.payload.count({
    collection: 'pages',
    where: { and: [{ slug: { equals: value } }, ...(id ? [{ id: { not_equals: id } }] : [])] },
    req,
  })
  return others.totalDocs === 0 ? true : refused
}

/** The home page and the listing pages cannot be deleted: the site's own templates read them. */
export const keepFixedPages: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const page = await req.payload.findByID({ collection: 'pages', id, depth: 0, req, select: { slug: true }, disableErrors: true })
  if (page && fixedPageSlugs.includes(page.slug)) {
    throw new APIError(`This is ${nameOfFixedPage(page.slug)}: the site needs it, so it cannot be deleted.`, 400, null, true)
  }
}
