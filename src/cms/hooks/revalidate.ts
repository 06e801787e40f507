import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  CollectionBeforeOperationHook,
  Field,
  GlobalAfterChangeHook,
  PayloadRequest,
  RequestContext,
} from 'payload'

import { cacheTags, tagsInLanguages } from '@/lib/cacheTags'
import { defaultLocale, isLocale, type Locale, locales } from '@/lib/locales'
import { factsOf } from '../localization/wordsOf'
import { translationFields } from '../localization/translationStatus'
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
// internals: transaction-settled
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

/** What changes on every save, in whichever language: not a change of what visitors see. */
const bookkeeping = new Set(['updatedAt', 'createdAt', ...translationFields.map((field) => ('name' in field ? field.name : ''))])

/** What every language shows of a document: its shared fields, and whether it is written in Arabic (the pages' hreflang, the switch, the sitemap). */
const sharedOf = (fields: Field[], doc: unknown) =>
  JSON.stringify([factsOf(fields, doc, bookkeeping), (doc as { arabic?: string } | null)?.arabic === 'missing'])

/**
 * The languages whose pages a save changes: the one it was written in, or every language when it
 * changed what they share (a picture, an address, the order of sections, its status, whether it
 * is written in Arabic) or was not written in a language of the site, or restored a version (which
 * holds every language).
 */
function languagesOfSave(req: PayloadRequest, fields: Field[], doc: unknown, previousDoc: unknown): readonly Locale[] {
  const locale = req.locale ?? defaultLocale
  if (!isLocale(locale) || !previousDoc || req.context[restoredVersion]) return locales
  return sharedOf(fields, doc) === sharedOf(fields, previousDoc) ? [locale] : locales
}

/** Set on a save that writes a draft version only: the published document, all visitors see, is unchanged. */
const draftSave = 'draftSave'
/** Set on a save that restores a version: every language's words at once. */
const restoredVersion = 'restoredVersion'

/** Notes whether a save writes a draft only (a draft saved, autosaved, created or restored as a draft), and whether it restores a version. */
const noteSaveKind: CollectionBeforeOperationHook = ({ args, operation, context }) => {
  if (operation === 'create' || operation === 'update' || operation === 'restoreVersion') {
    context[draftSave] = Boolean((args as { draft?: boolean }).draft)
    context[restoredVersion] = operation === 'restoreVersion'
  }
}

/** Set on a save that publishes a document with drafts: the document as visitors saw it before, by id. */
const publishedBefore = 'publishedBefore'

/** Whether this save writes a draft only (visitors still see the published document). */
export const savesDraftOnly = (context: RequestContext) => Boolean(context[draftSave])

/** The published document visitors saw before this save (a collection with drafts), or undefined. */
export const publishedBeforeSave = (context: RequestContext, id: unknown): unknown => (context[publishedBefore] as Map<unknown, unknown> | undefined)?.get(id)

/**
 * Reads the document as visitors see it before a save publishes it. With drafts, the `previousDoc`
 * Payload hands afterChange is the latest draft (autosaved as the editor typed), whose address may
 * already be the new one: the published document names the address to expire, and the menu link
 * and shared fields the save changes.
 */
const notePublished: CollectionBeforeChangeHook = async ({ collection, context, data, operation, originalDoc, req }) => {
  if (operation !== 'update' || context[draftSave] || !collection.versions?.drafts || originalDoc?.id === undefined) return data
  const seen = (context[publishedBefore] ??= new Map()) as Map<unknown, unknown>
  // The save's own context handed on: a read inside a hook otherwise gives the request a new one.
  const published = await req.payload.findByID({ collection: collection.slug, id: originalDoc.id, draft: false, depth: 0, overrideAccess: true, disableErrors: true, req, context })
  if ((published as { _status?: string } | null)?._status === 'published') seen.set(originalDoc.id, published)
  return data
}

/**
 * Hooks that refresh whatever shows a document, given its tags: `tagsOf` names the reads that
 * return it (its collection's lists, its own page by its slug or url). A changed slug or url
 * refreshes the old address too, the one visitors saw (not the last draft's), which must now answer 404. `linkOf` is what a menu link shows of
 * the document (its address, title, status): when it changes, or the document goes, the menus do.
 * A draft saved leaves the public pages alone: they show the published document, which publishing
 * (now, by a schedule, or by restoring a version) refreshes.
 */
export function revalidateDocument<T>(
  tagsOf: (doc: T) => string[],
  linkOf?: (doc: T) => unknown[],
): {
  beforeOperation: CollectionBeforeOperationHook[]
  beforeChange: CollectionBeforeChangeHook[]
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  const linkChanged = (doc: T, previousDoc: T | undefined) =>
    !!linkOf && !!previousDoc && linkOf(doc).some((value, index) => value !== linkOf(previousDoc)[index])
  return {
    beforeOperation: [noteSaveKind],
    beforeChange: [notePublished],
    afterChange: [({ collection, doc, previousDoc, context, req }) => {
      if (context[draftSave]) return doc
          const before = ((context[publishedBefore] as Map<unknown, T> | undefined)?.get(doc.id) ?? previousDoc) as T | undefined
      const menus = linkChanged(doc as T, before) ? [cacheTags.linkTargets] : []
      const tags = [...tagsOf(doc as T), ...(before ? tagsOf(before) : []), ...menus]
      expireTags(req, tagsInLanguages(tags, languagesOfSave(req, collection.fields, doc, before)))
      return doc
    }],
    afterDelete: [({ doc, req }) => {
      expireTags(req, tagsInLanguages([...tagsOf(doc as T), ...(linkOf ? [cacheTags.linkTargets] : [])], locales))
      return doc
    }],
  }
}

/** A global (company details, menus) is read under its own tag, by the layout of every page among others. */
export const revalidateGlobal = (tag: string): GlobalAfterChangeHook => ({ doc, global, previousDoc, req }) => {
  expireTags(req, tagsInLanguages([tag], languagesOfSave(req, global.fields, doc, previousDoc)))
  return doc
}
