import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest, Where } from 'payload'

import { expireTags } from '@/cms/hooks/revalidate'
import { cacheTags } from '@/lib/cacheTags'
import { prefixOf } from '../addresses'
import type { StoredRedirect } from '../servedRules'

/** Whether a rule answers this missing address (its own, or one under its prefix). */
export function answersMiss(from: string, path: string): boolean {
  const prefix = prefixOf(from)
  if (prefix === undefined) return path === from
  return prefix === '' || path === prefix || path.startsWith(`${prefix}/`)
}

/**
 * After a rule is saved: the rules that led to its `from` are moved on to where it leads (no chain:
 * A→B saved while X→A exists makes X→B), the missing addresses it answers leave the report, and
 * every instance's public pages forget the rules and the 404s they kept.
 */
export const afterRedirectSaved: CollectionAfterChangeHook = async ({ doc, req }) => {
  const saved = doc as StoredRedirect
  if (saved.type !== '410' && prefixOf(saved.from) === undefined) {
    const { docs } = await req.payload.find({ collection: 'redirects', where: { and: [{ to: { equals: saved.from } }, { id: { not_equals: saved.id } }] }, pagination: false, depth: 0, overrideAccess: true, req })
    for (const pointing of docs) {
      await req.payload.update({ collection: 'redirects', id: pointing.id, data: { to: saved.to ?? null, toDocument: (saved.toDocument ?? null) as never }, depth: 0, overrideAccess: true, req })
    }
  }
  await forgetMisses(req, saved.from)
  expireTags(req, [cacheTags.redirects])
  return doc
}

/** The missing addresses a rule now answers leave the not-found report. */
async function forgetMisses(req: PayloadRequest, from: string) {
  const prefix = prefixOf(from)
  const near: Where = prefix === undefined ? { path: { equals: from } } : prefix === '' ? {} : { path: { like: prefix } }
  const { docs } = await req.payload.find({ collection: 'not-found', where: near, pagination: false, depth: 0, select: { path: true }, overrideAccess: true, req })
  const taken = docs.filter((miss) => answersMiss(from, miss.path)).map((miss) => miss.id)
  if (taken.length) await req.payload.delete({ collection: 'not-found', where: { id: { in: taken } }, depth: 0, overrideAccess: true, req })
}

export const afterRedirectDeleted: CollectionAfterDeleteHook = ({ doc, req }) => {
  expireTags(req, [cacheTags.redirects])
  return doc
}
