import type { PayloadRequest, Where } from 'payload'

import { formNames, forms } from '../definitions'

/** How long a lead kept as spam waits for someone to say *Not spam* before it is deleted. */
export const spamKeptDays = 30

/**
 * Deletes every lead kept as spam for longer than `spamKeptDays` (with its file), whatever the
 * lead kinds' retention: run by the daily retention job (privacy/retention.ts). How many of each kind.
 */
export async function deleteOldSpam(req: PayloadRequest, now = new Date()): Promise<Record<string, number>> {
  const before = new Date(now.getTime() - spamKeptDays * 24 * 60 * 60 * 1000).toISOString()
  const deleted: Record<string, number> = {}
  for (const name of formNames) {
    const { collection } = forms[name]
    const where: Where = { and: [{ spam: { equals: true } }, { createdAt: { less_than: before } }] }
    const { docs, errors } = await req.payload.delete({ collection, where, depth: 0, overrideAccess: true, req })
    if (errors.length) req.payload.logger.error({ msg: 'Some old spam could not be deleted', collection, errors })
    deleted[collection] = docs.length
  }
  return deleted
}
