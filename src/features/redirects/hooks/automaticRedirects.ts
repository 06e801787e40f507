import type { CollectionAfterChangeHook, Field } from 'payload'

import { publishedBeforeSave, savesDraftOnly } from '@/cms/hooks/revalidate'
import { defaultLocale, type Locale, locales } from '@/lib/locales'
import { localizedPath } from '@/lib/localePaths'
import { publicPathOf } from '@/lib/routes'
import type { TargetCollection } from '../protocol'

type Addressed = { id: number | string; _status?: string | null; arabic?: string | null }

/** The languages a document is shown in: English always, Arabic once it is written in Arabic. */
const languagesOf = (doc: Addressed): Locale[] => locales.filter((locale) => locale === defaultLocale || doc.arabic !== 'missing')

/**
 * When a published page, post or case study is published at a new address, its old address in
 * each language it was shown in answers 301 to the document (a rule that follows the document,
 * so no chain forms however often it moves). Any publication removes the rules at the document's
 * own address, which served while no page lived there. The rules are listed on the document
 * (oldAddressesField).
 */
export const redirectOldAddress =
  (collection: TargetCollection): CollectionAfterChangeHook =>
  async ({ doc, context, req }) => {
    if (savesDraftOnly(context) || (doc as Addressed)._status !== 'published') return doc
    const newPath = publicPathOf(collection, doc)
    if (!newPath) return doc
    // A rule at the address it is published at now would never answer again: it goes.
    const addressesNow = languagesOf(doc as Addressed).map((locale) => localizedPath(locale, newPath))
    await req.payload.delete({ collection: 'redirects', where: { from: { in: addressesNow } }, depth: 0, overrideAccess: true, req })
    const before = publishedBeforeSave(context, doc.id) as Addressed | undefined
    const oldPath = publicPathOf(collection, before as Record<string, unknown> | undefined)
    if (!before || !oldPath || oldPath === newPath) return doc
    for (const locale of languagesOf(before)) {
      const from = localizedPath(locale, oldPath)
      await req.payload.delete({ collection: 'redirects', where: { from: { equals: from } }, depth: 0, overrideAccess: true, req })
      await req.payload.create({
        collection: 'redirects',
        data: { from, type: '301', toDocument: { relationTo: collection, value: doc.id }, automatic: true },
        depth: 0,
        overrideAccess: true,
        req,
      })
    }
    return doc
  }

/** The list, on a page, post or case study, of the old addresses that lead to it, each removable. */
export const oldAddressesField: Field = {
  name: 'oldAddresses',
  type: 'ui',
  admin: { position: 'sidebar', components: { Field: '@/features/redirects/admin/OldAddresses#OldAddresses' } },
}

/** A page's, post's or case study's hooks, with its old addresses redirected when it is published at a new one. */
export const withAutomaticRedirects = <H extends { afterChange?: CollectionAfterChangeHook[] }>(collection: TargetCollection, hooks: H): H => ({
  ...hooks,
  afterChange: [...(hooks.afterChange ?? []), redirectOldAddress(collection)],
})
