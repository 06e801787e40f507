import config from '@payload-config'
import { getPayload } from 'payload'

import { stopJobQueueOnShutdown } from '@/cms/jobQueue'

/**
 * Payload's Local API, shared by every server component of the process. It starts the job queue's
 * crons (Payload otherwise starts them only on the first request to the admin or its REST API), and
 * lets a shutdown wait for the batch they are running.
 */
export async function payloadClient() {
  const payload = await getPayload({ config, cron: true })
  stopJobQueueOnShutdown(payload)
  return payload
}
