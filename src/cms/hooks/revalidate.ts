import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeOperationHook,
  GlobalAfterChangeHook,
  PayloadRequest,
  RequestContext,
} from 'payload'

import { cacheTags } from '@/lib/cacheTags'
import { expireAstroPages } from './expireAstroPages'
import { transactionSettled } from './transactionSettled'

/** Scripts (the seed, tests) run outside Next and pass this to skip revalidation. */
export const skipRevalidation: RequestContext = { skipRevalidation: true }

/**
 * Expires every page built from reads carrying these tags (src/lib/cacheTags.ts), and those reads,
 * whatever runs the save (a request, the job queue's timers), once the save is committed: the next
 * visitor of such a page waits for its render and sees the change, as an editor who saves and
 * reloads expects. The hook does not wait: the commit comes after it.
 */
export function expireTags(req: PayloadRequest, tags: string[]) {
  if (req.context.skipRevalidation) return
  const expiry = transactionSettled(req).then(() => expireAstroPages([...new Set(tags)]))
  pendingExpiries.add(expiry)
  void expiry.finally(() => pendingExpiries.delete(expiry))
}

const pendingExpiries = new Set<Promise<void>>()

/** Resolves once every expiry begun so far has been sent (a test that saves reads them after). */
export const expiriesSent = async (): Promise<void> => {
  await Promise.allSettled([...pendingExpiries])
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
    afterChange: [({ doc, previousDoc, context, req }) => {
      if (context[draftSave]) return doc
      const menus = linkChanged(doc as T, previousDoc as T | undefined) ? [cacheTags.linkTargets] : []
      expireTags(req, [...tagsOf(doc as T), ...(previousDoc ? tagsOf(previousDoc as T) : []), ...menus])
      return doc
    }],
    afterDelete: [({ doc, req }) => {
      expireTags(req, [...tagsOf(doc as T), ...(linkOf ? [cacheTags.linkTargets] : [])])
      return doc
    }],
  }
}

/** A global (company details, menus) is read under its own tag, by the layout of every page among others. */
export const revalidateGlobal = (tag: string): GlobalAfterChangeHook => ({ doc, req }) => {
  expireTags(req, [tag])
  return doc
}
