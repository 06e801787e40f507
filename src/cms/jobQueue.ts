import type { Payload } from 'payload'

import { onShutdown } from '@/server/shutdownState'

/**
 * The job queue (queued mail) runs in each web server, on Payload's autoRun crons, which start with
 * the site's Payload client (`cron: true`). On shutdown the crons stop taking jobs and the server
 * waits for the batch that is running: a mail is neither cut off halfway nor left marked as taken.
 */
export function stopJobQueueOnShutdown(payload: Payload) {
  onShutdown('job queue', () => stopJobQueue(payload))
}

/** Stops the crons, so no new batch starts; resolves once the batch running, if any, has finished. */
// internals: job-queue-crons
export async function stopJobQueue(payload: Payload) {
  const crons = payload.crons.splice(0)
  for (const cron of crons) cron.stop()
  // Croner has no event for the end of a run; it says whether one is under way.
  while (crons.some((cron) => cron.isBusy())) await new Promise((resolve) => setTimeout(resolve, 100))
}
