import type { PayloadRequest } from 'payload'

import { clientAddressHeader } from '@/server/clientAddress'
import type { AuditAction } from './actions'

/** An address with its host part dropped: IPv4 keeps its /24, IPv6 its /48. */
export function truncatedAddress(address: string): string {
  if (/^\d+\.\d+\.\d+\.\d+$/.test(address)) return address.replace(/\.\d+$/, '.0')
  if (address.includes(':')) {
    const groups = address.split('::')[0]!.split(':').slice(0, 3)
    return `${groups.join(':')}::/48`
  }
  return 'unknown'
}

type Entry = {
  action: AuditAction
  collection?: string
  document?: string | number
  details?: Record<string, unknown>
  /** Who acted when the request does not say yet (a sign-in), or the address a refused sign-in gave. */
  actor?: { id?: number | string; email?: string }
}

/** A request Payload is answering, or (outside one, as a refused sign-in is) what is known of it. */
type Source = PayloadRequest | { payload: PayloadRequest['payload']; headers: Headers; user: null }

/**
 * Writes an audit entry for `req` (its user and client address), in the request's transaction:
 * what the entry records is not done without it.
 */
export async function recordAudit(req: Source, { action, collection, document, details, actor }: Entry) {
  const user = actor ?? (req.user && req.user.collection === 'users' ? req.user : undefined)
  await req.payload.create({
    collection: 'audit-log',
    data: {
      action,
      user: typeof user?.id === 'number' ? user.id : undefined,
      userEmail: user?.email,
      collection,
      document: document === undefined ? undefined : String(document),
      ip: truncatedAddress(req.headers?.get(clientAddressHeader) || 'unknown'),
      details,
    },
    req: 'context' in req ? req : undefined,
    overrideAccess: true,
  })
}
