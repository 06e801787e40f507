import config from '@payload-config'
import { getPayload } from 'payload'

import { jobsAutorun } from '@/cms/env'
import { stopJobQueueOnShutdown } from '@/cms/jobQueue'

/**
 * Payload's Local API, shared by every server component of the process. Where this process runs
 * the job queue it starts the queue's crons (Payload otherwise starts them only on the first request
 * to the admin or its REST API), and lets a shutdown wait for the batch they are running; the public
 * pages' server (JOBS_AUTORUN=false: src/server/astroProcess.ts) only reads.
 */
export async function payloadClient() {
  const cron = jobsAutorun()
  // internals: payload-per-process
  const payload = await getPayload({ config, cron })
  if (cron) stopJobQueueOnShutdown(payload)
  return payload
}
