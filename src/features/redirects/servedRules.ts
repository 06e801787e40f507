import type { Payload, PayloadRequest } from 'payload'

import { defaultLocale } from '@/lib/locales'
import { languageOfPath, localizedPath } from '@/lib/localePaths'
import { publicPathOf } from '@/lib/routes'
import { prefixOf } from './addresses'
import type { TargetCollection } from './protocol'
import type { ServedRule } from './ruleTable'

/** A redirect as it is stored (the fields the site reads). */
export type StoredRedirect = {
  id: number | string
  from: string
  to?: string | null
  toDocument?: { relationTo: TargetCollection; value: number | string | Record<string, unknown> } | null
  type: string
}

/** The language of a `from`: a rule to a document leads to the document's address in that language. */
export const languageOfFrom = (from: string) => languageOfPath(prefixOf(from) ?? from.split('?', 1)[0]!).locale

/** Where a document a rule leads to lives now, in the language of the rule's `from`; null while it has no address (or is gone). */
export function documentAddress(from: string, target: StoredRedirect['toDocument']): string | null {
  if (!target || typeof target.value !== 'object' || target.value === null) return null
  const path = publicPathOf(target.relationTo, target.value)
  if (!path) return null
  const locale = languageOfFrom(from)
  return locale === defaultLocale ? path : localizedPath(locale, path)
}

/** A stored rule as the site serves it; null when it leads to a document that is gone. */
export function servedRule(rule: StoredRedirect): ServedRule | null {
  const status = Number(rule.type) || 301
  if (status === 410) return { id: rule.id, from: rule.from, to: null, status, keepsRest: false }
  if (rule.toDocument) {
    const to = documentAddress(rule.from, rule.toDocument)
    return to ? { id: rule.id, from: rule.from, to, status, keepsRest: false } : null
  }
  return rule.to ? { id: rule.id, from: rule.from, to: rule.to, status, keepsRest: true } : null
}

/** Only the address fields of a document a rule leads to. */
const addressesOnly = { pages: { slug: true }, posts: { url: true }, projects: { slug: true } } as const

/** Every rule, as stored, with the addresses of the documents they lead to (inside `req`'s transaction when given). */
export async function storedRedirects(payload: Payload, req?: PayloadRequest): Promise<StoredRedirect[]> {
  const { docs } = await payload.find({
    collection: 'redirects',
    pagination: false,
    depth: 1,
    populate: addressesOnly,
    select: { from: true, to: true, toDocument: true, type: true },
    overrideAccess: true,
    ...(req && { req }),
  })
  return docs as unknown as StoredRedirect[]
}

/** Every rule the site serves. */
export const servedRules = (rules: readonly StoredRedirect[]): ServedRule[] => rules.map(servedRule).filter((rule) => rule !== null)
