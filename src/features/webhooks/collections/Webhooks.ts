import type { CollectionAfterOperationHook, CollectionBeforeChangeHook, CollectionBeforeDeleteHook, CollectionConfig, FieldAccess } from 'payload'

import { allows, hiddenUnless, may } from '@/cms/access'
import { webhooksAllowPrivateTargets } from '@/cms/env'
import { forms, formNames } from '@/features/forms/definitions'
import { targetProblem } from '../addresses'
import { webhookEvents, webhookFormats } from '../events'
import { newWebhookSecret } from '../signing'

const secretContext = 'webhookSecret'
const nobody: FieldAccess = () => false
const ownersOnly: FieldAccess = ({ req }) => allows(req.user, 'webhooks', 'manage')

/** The server gives a new destination its secret; no request writes it, and none reads it back. */
const giveSecret: CollectionBeforeChangeHook = ({ data, operation, originalDoc, req }) => {
  if (operation === 'create') {
    data.secret = newWebhookSecret()
    req.context[secretContext] = data.secret
  }
  // Switched on again, or pointed elsewhere: a fresh start.
  if (operation === 'update' && ((data.enabled && !originalDoc?.enabled) || (data.url && data.url !== originalDoc?.url))) {
    data.failing = false
    data.stoppedBecause = null
  }
  return data
}

/** The one answer that holds the secret: the one that creates the destination. */
const answerSecretOnce: CollectionAfterOperationHook = ({ operation, req, result }) => {
  const secret = req.context[secretContext]
  if (operation !== 'create' || typeof secret !== 'string') return result
  delete req.context[secretContext]
  return { ...(result as object), secret } as typeof result
}

/** A destination's log goes with it (first: a delivery cannot name a destination that is gone). */
const deleteDeliveries: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'webhook-deliveries', where: { webhook: { equals: id } }, overrideAccess: true, req })
}

export const leadKindOptions = formNames.map((name) => ({ value: forms[name].collection, label: `${forms[name].label}s` }))

/**
 * Where leads are sent as they arrive (issue 41): a CRM, a chat channel, an automation tool.
 * Owners set them up; sales read them (not their address, which for Slack is itself a key) and
 * their delivery log.
 */
export const Webhooks: CollectionConfig = {
  slug: 'webhooks',
  labels: { singular: 'Webhook', plural: 'Webhooks' },
  admin: {
    group: 'Leads',
    hidden: hiddenUnless('webhooks', 'read'),
    useAsTitle: 'name',
    defaultColumns: ['name', 'format', 'events', 'enabled', 'failing', 'updatedAt'],
    description:
      'Addresses that receive every new lead (and, if you choose, changes of status or assignee) as a signed request: a CRM, a Slack channel, n8n, Zapier or Make. The signing secret is shown once, when the webhook is created.',
  },
  access: { read: may('webhooks', 'read'), create: may('webhooks', 'manage'), update: may('webhooks', 'manage'), delete: may('webhooks', 'manage') },
  hooks: { beforeChange: [giveSecret], afterOperation: [answerSecretOnce], beforeDelete: [deleteDeliveries] },
  fields: [
    { name: 'name', type: 'text', required: true, admin: { description: 'What the team calls it: “HubSpot”, “#sales on Slack”.' } },
    {
      name: 'url',
      label: 'Address',
      type: 'text',
      required: true,
      access: { read: ownersOnly },
      // Checked as it is set; an address saved while private targets were allowed stays as it is (each
      // connection checks it again), so the server can still mark its destination failing.
      validate: (value: unknown, { previousValue }: { previousValue?: unknown }) =>
        value === previousValue ? true : (typeof value === 'string' && targetProblem(value, webhooksAllowPrivateTargets())) || (value ? true : 'Required'),
      admin: { description: 'An https:// address. Addresses inside a private network are refused.' },
    },
    {
      name: 'format',
      type: 'select',
      required: true,
      defaultValue: 'standard',
      options: [
        { value: webhookFormats[0], label: 'Standard Webhooks (signed JSON)' },
        { value: webhookFormats[1], label: 'Slack message' },
        { value: webhookFormats[2], label: 'JSON with the secret in a header (n8n, Zapier, Make)' },
      ],
    },
    {
      name: 'events',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['lead.created'],
      options: [
        { value: webhookEvents[0], label: 'A new lead' },
        { value: webhookEvents[1], label: 'A lead’s status or assignee changed' },
      ],
    },
    { name: 'forms', label: 'Lead kinds', type: 'select', hasMany: true, options: leadKindOptions, admin: { description: 'None chosen: every kind.' } },
    { name: 'enabled', type: 'checkbox', defaultValue: true, admin: { position: 'sidebar', description: 'Off: nothing is sent.' } },
    {
      name: 'failing',
      type: 'checkbox',
      defaultValue: false,
      access: { create: nobody, update: nobody },
      admin: { position: 'sidebar', readOnly: true, description: 'Set when a delivery failed its last try (owners were mailed); cleared when it is switched on again or its address changes.' },
    },
    { name: 'stoppedBecause', label: 'Switched off because', type: 'text', access: { create: nobody, update: nobody }, admin: { position: 'sidebar', readOnly: true, condition: (data) => Boolean(data?.stoppedBecause) } },
    { name: 'secret', type: 'text', hidden: true, access: { create: nobody, update: nobody } },
    {
      name: 'signingSecret',
      type: 'ui',
      admin: { condition: (data) => Boolean(data?.id), components: { Field: '@/features/webhooks/admin/SigningSecret#SigningSecret' } },
    },
    {
      name: 'deliveries',
      type: 'join',
      collection: 'webhook-deliveries',
      on: 'webhook',
      defaultSort: '-createdAt',
      defaultLimit: 20,
      // Deliveries are the server's: nobody adds one here.
      admin: { allowCreate: false, defaultColumns: ['createdAt', 'event', 'leadCollection', 'leadId', 'state', 'tries'] },
    },
  ],
}
