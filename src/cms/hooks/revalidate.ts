import { revalidateTag } from 'next/cache'

import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeOperationHook,
  GlobalAfterChangeHook,
  RequestContext,
} from 'payload'

import { cacheTags } from '@/lib/cacheTags'
import { expireAstroPages } from './expireAstroPages'

/** Scripts (the seed, tests) run outside Next and pass this to skip revalidation. */
export const skipRevalidation: RequestContext = { skipRevalidation: true }

/**
 * Expired at once, not marked stale: the next visitor of a page showing the change waits for its
 * render and sees the change (as an editor who saves and reloads expects), rather than getting the
 * old page once while it renders in the background ('max'), which on a page visited rarely would
 * be the only visit for hours. It is also what the shared cache (Redis) does with any profile.
 */
const expireAtOnce = { expire: 0 }

type IncrementalCache = { revalidateTag(tags: string[], durations?: { expire?: number }): Promise<void> }

/**
 * Next's cache of this server (its pages, feeds and tagged reads, on disk or in Redis), which Next
 * sets on every request it serves and expires tags on at the end of a request. `revalidateTag` only
 * queues the tags on the request running: a save made outside a request (a scheduled publication
 * run by the job queue's timers) has none, or only the long-finished request whose async context
 * the timers inherited, so its tags never reached the cache and the pages stayed stale until their
 * timers (tests/e2e/scheduled-publish.spec.ts fails without the call below).
 */
const nextCache = () => (globalThis as { __incrementalCache?: IncrementalCache }).__incrementalCache

/** Expires every page and feed built from reads carrying these tags (src/lib/cacheTags.ts), now, whatever runs the save. */
export async function expireTags(context: RequestContext, tags: string[]) {
  if (context.skipRevalidation) return
  const unique = [...new Set(tags)]
  const cache = nextCache()
  await Promise.all([cache?.revalidateTag(unique, expireAtOnce), expireAstroPages(unique)])
  try {
    // Also through the request, so that Next's own bookkeeping of a request that saved is kept.
    for (const tag of unique) revalidateTag(tag, expireAtOnce)
  } catch (error) {
    // Outside a request, or inside the finished request the job queue's timers came from: expired above.
    if (!cache && !(error instanceof Error && error.message.includes('static generation store missing'))) throw error
  }
}

/** Set on a save that writes a draft version only: the published document, all visitors see, is unchanged. */
const draftSave = 'draftSave'

/** Notes whether a save writes a draft only (a draft saved, autosaved, created or restored as a draft). */
const noteDraftSaves: CollectionBeforeOperationHook = ({ args, operation, context }) => {
  if (operation === 'create' || operation === 'update' || operation === 'restoreVersion') {
    context[draftSave] = Boolean((args as { draft?: boolean }).draft)
  }
}

/**
 * Hooks that refresh whatever shows a document, given its tags: `tagsOf` names the reads that
 * return it (its collection's lists, its own page by its slug or url). A changed slug or url
 * refreshes the old address too, which must now answer 404. `linkOf` is what a menu link shows of
 * the document (its address, title, status): when it changes, or the document goes, the menus do.
 * A draft saved leaves the public pages alone: they show the published document, which publishing
 * (now, by a schedule, or by restoring a version) refreshes.
 */
export function revalidateDocument<T>(
  tagsOf: (doc: T) => string[],
  linkOf?: (doc: T) => unknown[],
): {
  beforeOperation: CollectionBeforeOperationHook[]
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  const linkChanged = (doc: T, previousDoc: T | undefined) =>
    !!linkOf && !!previousDoc && linkOf(doc).some((value, index) => value !== linkOf(previousDoc)[index])
  return {
    beforeOperation: [noteDraftSaves],
    afterChange: [async ({ doc, previousDoc, context }) => {
      if (context[draftSave]) return doc
      const menus = linkChanged(doc as T, previousDoc as T | undefined) ? [cacheTags.linkTargets] : []
      await expireTags(context, [...tagsOf(doc as T), ...(previousDoc ? tagsOf(previousDoc as T) : []), ...menus])
      return doc
    }],
    afterDelete: [async ({ doc, context }) => {
      await expireTags(context, [...tagsOf(doc as T), ...(linkOf ? [cacheTags.linkTargets] : [])])
      return doc
    }],
  }
}

/** A global (company details, menus) is read under its own tag, by the layout of every page among others. */
export const revalidateGlobal = (tag: string): GlobalAfterChangeHook => async ({ doc, context }) => {
  await expireTags(context, [tag])
  return doc
}
