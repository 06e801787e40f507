import { revalidateTag } from 'next/cache'

import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  RequestContext,
} from 'payload'

import { cacheTags } from '@/lib/cacheTags'

/** Scripts (the seed, tests) run outside Next and pass this to skip revalidation. */
export const skipRevalidation: RequestContext = { skipRevalidation: true }

/**
 * Expired at once, not marked stale: the next visitor of a page showing the change waits for its
 * render and sees the change (as an editor who saves and reloads expects), rather than getting the
 * old page once while it renders in the background ('max'), which on a page visited rarely would
 * be the only visit for hours. It is also what the shared cache (Redis) does with any profile.
 */
const expireAtOnce = { expire: 0 }

/**
 * Expires every page and feed built from reads carrying these tags (src/lib/cacheTags.ts). Outside
 * a request (a scheduled publication run by the job queue) Next has nothing to expire; the blog's
 * pages, the sitemap and the feed also regenerate on a timer for that case.
 */
const revalidate = (context: RequestContext, tags: string[]) => {
  if (context.skipRevalidation) return
  try {
    for (const tag of new Set(tags)) revalidateTag(tag, expireAtOnce)
  } catch (error) {
    if (!(error instanceof Error && error.message.includes('static generation store missing'))) throw error
  }
}

/**
 * Hooks that refresh whatever shows a document, given its tags: `tagsOf` names the reads that
 * return it (its collection's lists, its own page by its slug or url). A changed slug or url
 * refreshes the old address too, which must now answer 404. `linkOf` is what a menu link shows of
 * the document (its address, title, status): when it changes, or the document goes, the menus do.
 */
export function revalidateDocument<T>(
  tagsOf: (doc: T) => string[],
  linkOf?: (doc: T) => unknown[],
): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  const linkChanged = (doc: T, previousDoc: T | undefined) =>
    !!linkOf && !!previousDoc && linkOf(doc).some((value, index) => value !== linkOf(previousDoc)[index])
  return {
    afterChange: [({ doc, previousDoc, context }) => {
      const menus = linkChanged(doc as T, previousDoc as T | undefined) ? [cacheTags.linkTargets] : []
      revalidate(context, [...tagsOf(doc as T), ...(previousDoc ? tagsOf(previousDoc as T) : []), ...menus])
      return doc
    }],
    afterDelete: [({ doc, context }) => {
      revalidate(context, [...tagsOf(doc as T), ...(linkOf ? [cacheTags.linkTargets] : [])])
      return doc
    }],
  }
}

/** A global (company details, menus) is read under its own tag, by the layout of every page among others. */
export const revalidateGlobal = (tag: string): GlobalAfterChangeHook => ({ doc, context }) => {
  revalidate(context, [tag])
  return doc
}
