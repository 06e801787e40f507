import type { Payload } from 'payload'

import { may, nobody } from '@/cms/access'

/**
 * Payload adds its `payload-jobs-stats` global (when a task is scheduled, as the retention job is)
 * after the plugins have run and with no access of its own, which lets any signed-in user read and
 * change it. Owners read it; nobody changes it through REST or the admin (the scheduler writes it
 * past access control).
 */
// internals: job-stats-access
export function lockJobStats(payload: Payload) {
  const stats = payload.config.globals.find((global) => (global.slug as string) === 'payload-jobs-stats')
  if (!stats) throw new Error('The job scheduler’s stats global is missing: Settings › Privacy’s daily job would never run')
  stats.access = { ...stats.access, read: may('team', 'manage'), update: nobody, readVersions: nobody }
}
