import type { CollectionConfig } from 'payload'

import { hiddenUnless, may, nobody } from '@/cms/access'
import { labelRowsBy } from '@/cms/admin/rowLabels'
import { deliveryStates, webhookEvents } from '../events'

/**
 * One lead event sent to one destination, with every try of it: when, the answer's status, how
 * long it took and the answer's first characters. Written by the server only; owners and sales
 * read it, per destination (the webhook's page) and per lead (the lead's page).
 */
export const WebhookDeliveries: CollectionConfig = {
  slug: 'webhook-deliveries',
  labels: { singular: 'Webhook delivery', plural: 'Webhook deliveries' },
  admin: {
    group: 'Leads',
    hidden: hiddenUnless('webhooks', 'read'),
    useAsTitle: 'messageId',
    defaultColumns: ['createdAt', 'webhook', 'event', 'leadCollection', 'leadId', 'state', 'tries'],
    pagination: { defaultLimit: 50 },
  },
  access: { read: may('webhooks', 'read'), create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  lockDocuments: false,
  fields: [
    {
      name: 'actions',
      type: 'ui',
      admin: { components: { Field: '@/features/webhooks/admin/DeliveryActions#DeliveryActions' } },
    },
    { name: 'webhook', type: 'relationship', relationTo: 'webhooks', required: true, index: true, admin: { readOnly: true } },
    { name: 'event', type: 'select', required: true, options: [...webhookEvents], admin: { readOnly: true } },
    { name: 'leadCollection', label: 'Lead kind', type: 'text', required: true, index: true, admin: { readOnly: true } },
    { name: 'leadId', label: 'Lead', type: 'text', required: true, index: true, admin: { readOnly: true } },
    { name: 'changes', label: 'What changed', type: 'json', admin: { readOnly: true, condition: (data) => data?.event === 'lead.updated' } },
    { name: 'messageId', label: 'Message id (webhook-id)', type: 'text', required: true, index: true, admin: { readOnly: true } },
    { name: 'state', type: 'select', required: true, defaultValue: 'pending', index: true, options: [...deliveryStates], admin: { readOnly: true, position: 'sidebar' } },
    { name: 'tries', label: 'Tries this round', type: 'number', defaultValue: 0, admin: { readOnly: true, position: 'sidebar' } },
    { name: 'nextTryAt', label: 'Next try', type: 'date', admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'attempts',
      label: 'Tries',
      type: 'array',
      // Each try by its time and what came of it: '29 Nov 2026, 08:15 · delivered'.
      admin: { readOnly: true, ...labelRowsBy({ fields: ['outcome'], fallback: 'Try', timeField: 'at' }) },
      fields: [
        { name: 'at', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime', displayFormat: 'd MMM yyyy, HH:mm:ss' } } },
        { name: 'byHand', label: 'Sent by hand', type: 'checkbox' },
        { name: 'status', label: 'Answer status', type: 'number', admin: { description: 'Empty: no answer (timeout, network error, address refused).' } },
        { name: 'outcome', type: 'text' },
        { name: 'durationMs', label: 'Took (ms)', type: 'number' },
        { name: 'excerpt', label: 'Answer (first characters)', type: 'textarea' },
      ],
    },
  ],
}
