import { revalidatePath } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  RequestContext,
} from 'payload'

/** Scripts (the seed, tests) run outside Next and pass this to skip revalidation. */
export const skipRevalidation: RequestContext = { skipRevalidation: true }

const revalidate = (context: RequestContext, paths: string[], type?: 'layout') => {
  if (context.skipRevalidation) return
  for (const path of paths) revalidatePath(path, type)
}

/**
 * Hooks that refresh the statically served pages a document appears on, given how to name them.
 * `pathsOf` returns every path that shows the document (its own page, indexes that list it).
 */
export function revalidateDocument<T>(pathsOf: (doc: T) => string[]): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [({ doc, previousDoc, context }) => {
      const paths = new Set([...pathsOf(doc as T), ...(previousDoc ? pathsOf(previousDoc as T) : [])])
      revalidate(context, [...paths])
      return doc
    }],
    afterDelete: [({ doc, context }) => {
      revalidate(context, pathsOf(doc as T))
      return doc
    }],
  }
}

const refreshAll = <T>({ doc, context }: { doc: T; context: RequestContext }): T => {
  revalidate(context, ['/'], 'layout')
  return doc
}

/** Globals (company details, menus) appear on every page: refresh them all. */
export const revalidateEverything: GlobalAfterChangeHook = refreshAll

/**
 * A picture may appear on any page (banners, galleries, cards, logos): a changed alt text or a
 * replaced file refreshes them all rather than tracking every use.
 */
export const revalidateEverywhere = { afterChange: [refreshAll], afterDelete: [refreshAll] }
