import type { Payload, PayloadRequest } from 'payload'

import { recordAudit } from '@/features/audit/record'
import { clearedTwoFactor } from './fields'

type User = { id: number | string; email: string }

/**
 * Removes a user's second factor and ends their sessions: they sign in with their password and
 * have a new grace period to set one up. Audited as done by `req`'s user, or by `operator` (a
 * command on the server) when there is no request.
 */
export async function resetSecondFactor(payload: Payload, user: User, by: { req: PayloadRequest } | { operator: string }) {
  const req = 'req' in by ? by.req : undefined
  await payload.update({ collection: 'users', id: user.id, data: { ...clearedTwoFactor(new Date()), sessions: [] }, depth: 0, overrideAccess: true, req })
  await recordAudit(req ?? { payload, headers: new Headers(), user: null }, {
    action: 'two-factor-reset',
    collection: 'users',
    document: user.id,
    details: { email: user.email, ...('operator' in by ? { by: by.operator } : {}) },
  })
}
