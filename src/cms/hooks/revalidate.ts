import { revalidatePath } from 'next/cache'

import { sitemapPath } from '@/lib/routes'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  RequestContext,
} from 'payload'

/** Scripts (the seed, tests) run outside Next and pass this to skip revalidation. */
export const skipRevalidation: RequestContext = { skipRevalidation: true }

/** What to refresh: one address ('/blog/a-post'), or every page under an app folder. */
export type Refresh = string | { folder: string }

/**
 * Refreshes each address or folder. Outside a request (a scheduled publication run by the job
 * queue) Next has nothing to refresh; the blog's pages also regenerate on a timer for that case.
 */
const revalidate = (context: RequestContext, targets: Refresh[]) => {
  if (context.skipRevalidation) return
  try {
    for (const target of targets) {
      if (typeof target === 'string') revalidatePath(target)
      else revalidatePath(target.folder, 'layout')
    }
  } catch (error) {
    if (!(error instanceof Error && error.message.includes('static generation store missing'))) throw error
  }
}

/**
 * Hooks that refresh the statically served pages a document appears on, given how to name them.
 * `pathsOf` returns every path that shows the document (its own page, indexes that list it); the
 * sitemap, which lists every document's last change, is refreshed too.
 */
export function revalidateDocument<T>(pathsOf: (doc: T) => Refresh[]): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [({ doc, previousDoc, context }) => {
      revalidate(context, [...pathsOf(doc as T), ...(previousDoc ? pathsOf(previousDoc as T) : []), sitemapPath])
      return doc
    }],
    afterDelete: [({ doc, context }) => {
      revalidate(context, [...pathsOf(doc as T), sitemapPath])
      return doc
    }],
  }
}

const refreshAll = <T>({ doc, context }: { doc: T; context: RequestContext }): T => {
  revalidate(context, [{ folder: '/' }])
  return doc
}

/** Globals (company details, menus) appear on every page: refresh them all. */
export const revalidateEverything: GlobalAfterChangeHook = refreshAll

/**
 * A picture may appear on any page (banners, galleries, cards, logos): a changed alt text or a
 * replaced file refreshes them all rather than tracking every use.
 */
export const revalidateEverywhere = { afterChange: [refreshAll], afterDelete: [refreshAll] }
