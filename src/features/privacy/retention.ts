import type { CollectionSlug, PayloadRequest, TaskConfig, Where } from 'payload'

import { recordAudit } from '@/features/audit/record'
import { leadFormOf } from '@/features/forms/collections/leads'
import { deleteOldSpam } from '@/features/forms/spam/purge'
import { retentionKindNames, retentionKinds, retentionMonthsOf } from './retentionKinds'

/** The moment `months` months before `now`. */
export function monthsBefore(now: Date, months: number): Date {
  const then = new Date(now)
  then.setUTCMonth(then.getUTCMonth() - months)
  return then
}

/** Leads nobody ticked *Keep* (a lead stored before the field existed has none). */
const notKept: Where = { or: [{ keep: { equals: false } }, { keep: { exists: false } }] }

/** The field of a lead collection that holds the file sent with each lead, if its form takes one. */
const fileFieldOf = (req: PayloadRequest, collection: CollectionSlug) => leadFormOf(req.payload.collections[collection].config)?.definition.file?.field

/**
 * Deletes what is older than its retention (Settings › Privacy): leads not ticked *Keep*, with their
 * files (deleting a lead deletes its file, on disk or in the bucket), and audit log entries. The
 * audit log refuses deletion to everyone, owners included: this job alone deletes through the local
 * API, past access control. Spam kept 30 days goes too (forms/spam/purge.ts). One audit entry
 * records the run with what it deleted.
 */
export async function deleteExpired(req: PayloadRequest, now = new Date()) {
  const months = retentionMonthsOf({ ...(await req.payload.findGlobal({ slug: 'privacy', depth: 0, overrideAccess: true, req })) })
  const deleted: Record<string, number> = {}
  let files = 0
  for (const kind of retentionKindNames) {
    const expired: Where = { createdAt: { less_than: monthsBefore(now, months[kind]).toISOString() } }
    for (const collection of retentionKinds[kind].collections) {
      const where = kind === 'auditLog' ? expired : { and: [expired, notKept] }
      const { docs, errors } = await req.payload.delete({ collection, where, depth: 0, overrideAccess: true, req })
      if (errors.length) req.payload.logger.error({ msg: 'Some expired records could not be deleted', collection, errors })
      deleted[collection] = docs.length
      const fileField = fileFieldOf(req, collection)
      if (fileField) files += docs.filter((doc) => (doc as unknown as Record<string, unknown>)[fileField]).length
    }
  }
  const spam = await deleteOldSpam(req, now)
  await recordAudit(req, { action: 'personal-data.expired', details: { months, deleted, files, spam } })
  return { deleted, files, spam }
}

/** The daily run of `deleteExpired`, at 03:30 (the server's time), scheduled on its own queue. */
export const deleteExpiredTask: TaskConfig = {
  slug: 'deleteExpiredPersonalData',
  label: 'Delete personal data past its retention period',
  schedule: [{ cron: '0 30 3 * * *', queue: 'privacy' }],
  retries: 2,
  handler: async ({ req }) => {
    await deleteExpired(req)
    return { output: {} }
  },
}
