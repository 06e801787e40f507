/**
 * Payload's Local API in the Astro process (replaces src/features/site/payload.ts there, see
 * astro.config.mjs): reads only, no job-queue crons (Next's process runs the queue).
 */
import config from '@payload-config'
import { getPayload } from 'payload'

export async function payloadClient() {
  // internals: payload-per-process
  return getPayload({ config, cron: false })
}
