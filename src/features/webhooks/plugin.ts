import type { CollectionConfig, Field, Plugin } from 'payload'

import { leadFormOf } from '@/features/forms/collections/leads'
import { WebhookDeliveries } from './collections/WebhookDeliveries'
import { Webhooks } from './collections/Webhooks'
import { deliverWebhookTask } from './delivery/task'
import { newSecretEndpoint, resendEndpoint } from './endpoints'
import { fileLinkEndpoint } from './fileLinks'
import { deleteLeadDeliveries, queueLeadUpdated } from './queue'

/** On a lead's page, for those who read webhooks: where it was sent and how that went. */
const deliveriesOfLead: Field = {
  name: 'webhookDeliveries',
  type: 'ui',
  admin: { condition: (data) => Boolean(data?.id), components: { Field: '@/features/webhooks/admin/LeadDeliveries#LeadDeliveries' } },
}

/** A lead collection that sends `lead.updated`, shows its deliveries and deletes them with the lead; the others as they are. */
function withWebhooks(collection: CollectionConfig): CollectionConfig {
  if (!leadFormOf(collection)) return collection
  return {
    ...collection,
    hooks: {
      ...collection.hooks,
      afterChange: [...(collection.hooks?.afterChange ?? []), queueLeadUpdated],
      afterDelete: [...(collection.hooks?.afterDelete ?? []), deleteLeadDeliveries],
    },
    fields: [...collection.fields, deliveriesOfLead],
  }
}

/**
 * Webhooks (issue 41): the destinations and their delivery log, the job that delivers, the
 * owners' endpoints (send again, a new secret) and the signed file links. `lead.created` is queued
 * where a visitor's lead is stored (forms/collections/leads.ts, queueNotifications), in its transaction.
 */
export const webhooksPlugin: Plugin = (config) => ({
  ...config,
  collections: [
    ...(config.collections ?? []).map(withWebhooks),
    { ...Webhooks, endpoints: [newSecretEndpoint] },
    { ...WebhookDeliveries, endpoints: [resendEndpoint] },
  ],
  endpoints: [...(config.endpoints ?? []), fileLinkEndpoint],
  jobs: { ...config.jobs, tasks: [...(config.jobs?.tasks ?? []), deliverWebhookTask] },
})
