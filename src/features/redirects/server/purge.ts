import type { Payload, TaskConfig } from 'payload'

import { defaultNotFoundRetentionDays } from '../protocol'

/** Deletes the missing addresses nobody asked for within the retention Settings › Analytics sets (90 days unless changed). */
export async function purgeNotFound(payload: Payload, now = new Date()) {
  const settings = await payload.findGlobal({ slug: 'analytics', depth: 0, overrideAccess: true })
  const days = settings.notFoundRetentionDays ?? defaultNotFoundRetentionDays
  const before = new Date(now.getTime() - days * 86_400_000).toISOString()
  const { docs } = await payload.delete({ collection: 'not-found', where: { lastSeen: { less_than: before } }, depth: 0, overrideAccess: true })
  return docs.length
}

/** The daily run of `purgeNotFound`, at 03:40 (the server's time), on the retention jobs' queue (src/features/privacy/retention.ts). */
export const purgeNotFoundTask: TaskConfig = {
  slug: 'purgeNotFound',
  label: 'Delete missing addresses past their retention period',
  schedule: [{ cron: '0 40 3 * * *', queue: 'privacy' }],
  retries: 2,
  handler: async ({ req }) => ({ output: { deleted: await purgeNotFound(req.payload) } }),
}
