import type { TaskConfig } from 'payload'

import { type DeliverInput, deliverTaskSlug } from '../queue'
import { deliverOnce } from './deliver'

/**
 * One try of a webhook delivery. A failed try is not the job's failure: the delivery queues its
 * next try itself, on the webhook schedule (deliver.ts). Only an error of the server's own (its
 * database) fails the job, which Payload then runs again.
 */
export const deliverWebhookTask: TaskConfig = {
  slug: deliverTaskSlug,
  label: 'Send a lead to a webhook',
  inputSchema: [
    { name: 'delivery', type: 'text', required: true },
    { name: 'after', type: 'number', required: true },
    { name: 'byHand', type: 'checkbox' },
  ],
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 10_000 } },
  handler: async ({ input, req }) => {
    await deliverOnce(req, input as DeliverInput)
    return { output: {} }
  },
}
