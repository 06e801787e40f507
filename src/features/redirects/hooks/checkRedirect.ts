import { type CollectionBeforeValidateHook, ValidationError } from 'payload'

import { siteUrl } from '@/cms/env'
import { normalizeFrom, normalizeTo } from '../addresses'
import { settleTarget } from '../chains'
import { livePageAt } from '../livePage'
import { defaultRedirectType, redirectTypes } from '../protocol'
import { documentAddress, servedRules, storedRedirects, type StoredRedirect } from '../servedRules'

/** Set by the import on its request: the rules kept and imported so far, so that 5,000 rows do not each read every rule again. */
export const knownRedirects = 'knownRedirects'

const refuse = (path: string, message: string): never => {
  throw new ValidationError({ collection: 'redirects', errors: [{ path, message }] })
}

/** The document a rule leads to, as a relationship value Payload stores (its id, not the populated document). */
const asRelation = (target: StoredRedirect['toDocument']) =>
  target ? { relationTo: target.relationTo, value: typeof target.value === 'object' ? (target.value as { id: number | string }).id : target.value } : null

/**
 * Every save of a redirect, from the admin, the import or an address change: its addresses
 * cleaned and checked, each refusal a message on its field. No `from` twice, none at a published
 * page's address, no loop; a new address that another rule already moves is followed to its end
 * (no chain), and a rule that ends at a document leads to that document.
 */
export const checkRedirect: CollectionBeforeValidateHook = async ({ data, originalDoc, req, operation }) => {
  if (operation !== 'create' && operation !== 'update') return data
  const merged = { ...(originalDoc as Partial<StoredRedirect> | undefined), ...data } as Partial<StoredRedirect>
  const id = (originalDoc as { id?: number | string } | undefined)?.id
  const from = normalizeFrom(merged.from, siteUrl())
  if (!from.ok) return refuse('from', from.message)
  const type = merged.type ?? defaultRedirectType
  if (!(redirectTypes as readonly string[]).includes(type)) return refuse('type', `A redirect is one of ${redirectTypes.join(', ')}.`)
  const stored = (req.context[knownRedirects] as StoredRedirect[] | undefined) ?? (await storedRedirects(req.payload, req))
  const others = stored.filter((rule) => rule.id !== id)
  const twin = others.find((rule) => rule.from === from.value)
  if (twin) return refuse('from', `A redirect from ${from.value} already exists (to ${twin.to ?? (twin.toDocument ? 'a page' : 'nothing: 410')}): edit that one.`)
  const live = await livePageAt(req, from.value)
  if (live) return refuse('from', live)
  const result = { ...data, from: from.value, type }
  if (type === '410') return { ...result, to: null, toDocument: null }
  if (merged.toDocument && merged.toDocument.value) {
    const target = (await storedTarget(req, merged.toDocument)) ?? null
    const address = documentAddress(from.value, target)
    if (!address) return refuse('toDocument', 'That page, post or case study has no address yet: publish it first, or give an address.')
    const settled = settleTarget(from.value, address, [])
    if (!settled.ok) return refuse('toDocument', settled.message)
    return { ...result, to: null, toDocument: asRelation(merged.toDocument) }
  }
  const to = normalizeTo(merged.to, siteUrl())
  if (!to.ok) return refuse('to', to.message)
  const settled = settleTarget(from.value, to.value, servedRules(others))
  if (!settled.ok) return refuse('to', settled.message)
  const last = settled.through && stored.find((rule) => rule.id === settled.through!.id)
  // A chain that ends at a rule leading to a document leads to the document itself, following it as it moves.
  if (last?.toDocument && settled.to === settled.through!.to) return { ...result, to: null, toDocument: asRelation(last.toDocument) }
  return { ...result, to: settled.to, toDocument: null }
}

/** The document a rule is to lead to, with its address, read in the save's transaction. */
async function storedTarget(req: Parameters<CollectionBeforeValidateHook>[0]['req'], target: NonNullable<StoredRedirect['toDocument']>) {
  const id = typeof target.value === 'object' ? (target.value as { id: number | string }).id : target.value
  const doc = await req.payload.findByID({ collection: target.relationTo, id, depth: 0, overrideAccess: true, disableErrors: true, req, draft: false })
  return doc ? { relationTo: target.relationTo, value: doc as unknown as Record<string, unknown> } : undefined
}
