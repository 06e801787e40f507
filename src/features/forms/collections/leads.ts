import type { CollectionConfig, Field, PayloadRequest } from 'payload'

import { allows, hiddenUnless, type LeadArea, may, nobody } from '@/cms/access'
import { attributionLeadFields } from '@/features/attribution/leadFields'
import type { ContactScheme } from '../admin/ContactLink'
import { definitionOf, type FieldSpec, type FormDefinition, type FormName, formNames, forms } from '../definitions'
import { fileLinkForExport } from '../export/fileLink'
import { leadWorkFields, unchangeable } from '../leadWork/fields'
import { deleteFileWithLead } from './fileInUse'
import { leadLanguageKey, leadLanguageField } from './leadLanguage'
import { submissionKeyField } from '../server/submissionKey'
import { privacyLeadFields } from '@/features/privacy/leadFields'
import { queueWebhookDeliveries } from '@/features/webhooks/queue'
import { spamLeadFields, spamListFilter } from '../spam/leadFields'
import { notSpamEndpoint } from '../spam/notSpam'

export const leadStatuses = ['new', 'contacted', 'closed'] as const
/** Where every lead starts. */
export const newLeadStatus = leadStatuses[0]

/** What every lead keeps besides its form's fields. */
const leadMetaFields = (area: LeadArea): Field[] => [
  {
    name: 'status',
    type: 'select',
    required: true,
    defaultValue: newLeadStatus,
    index: true,
    options: leadStatuses.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) })),
    admin: { position: 'sidebar' },
  },
  ...leadWorkFields(area),
  leadLanguageField,
  {
    name: 'sourcePage',
    label: 'Sent from page',
    type: 'text',
    index: true,
    access: unchangeable,
    admin: { position: 'sidebar', readOnly: true },
  },
  { name: 'userAgent', label: 'User agent', type: 'text', access: unchangeable, admin: { position: 'sidebar', readOnly: true } },
  {
    name: 'ipHash',
    label: 'Address hash',
    type: 'text',
    index: true,
    access: unchangeable,
    admin: { position: 'sidebar', readOnly: true, description: 'A keyed hash of the IP address, never the address.' },
  },
  {
    // The key the visitor's browser sent with the submission (server/submissionKey.ts): sent again,
    // by nginx after an instance died or by the visitor, it is found here and not stored twice.
    name: submissionKeyField,
    type: 'text',
    unique: true,
    hidden: true,
  },
]

/** The email and phone a visitor gave, shown as links that write or call, in the list and the lead. */
const contactLink = (scheme: ContactScheme) => ({
  components: {
    Cell: { path: '@/features/forms/admin/ContactLink#ContactLinkCell', clientProps: { scheme } },
    Field: { path: '@/features/forms/admin/ContactLink#ContactLinkField', clientProps: { scheme } },
  },
})

const contactSchemes: Partial<Record<FieldSpec['input'], ContactScheme>> = { email: 'mailto', tel: 'tel' }

/** A field of the form, holding what the visitor sent: read-only in the admin and through the API. */
const payloadField = (spec: FieldSpec): Field => {
  const common = { name: spec.name, label: spec.label, required: true, access: unchangeable }
  if (spec.input === 'select') return { ...common, type: 'select', options: [...spec.choices!.options] }
  if (spec.input === 'textarea') return { ...common, type: 'textarea' }
  const scheme = contactSchemes[spec.input]
  return {
    ...common,
    type: 'text',
    ...(spec.unique ? { unique: true, index: true } : {}),
    ...(scheme ? { admin: contactLink(scheme) } : {}),
  }
}

/**
 * Every new lead queues its notification mails (and its webhook deliveries) in the same transaction, so none is forgotten
 * (server/submit.ts, which writes a visitor's lead). They are written as `payload.jobs.queue` writes a
 * task's job (the config sets no job hooks, depth or concurrency keys), without reading each job
 * back: nothing uses it, and the two reads were a quarter of the time a lead holds the single
 * SQLite writer.
 */
export async function queueNotifications(req: PayloadRequest, collection: FormDefinition['collection'], id: number | string) {
  const input = { collection, id: String(id) }
  for (const taskSlug of ['notifyCompany', 'acknowledgeVisitor']) {
    // internals: lead-jobs-written-directly
    await req.payload.db.create({ collection: 'payload-jobs', data: { input, taskSlug }, req, returning: false })
  }
  await queueWebhookDeliveries(req, collection, id, 'lead.created')
}

export type LeadForm = { name: FormName; definition: FormDefinition }

/** The form whose leads a collection keeps (the mails are written from its definition). */
export const leadFormOf = (collection: Pick<CollectionConfig, 'custom'>): LeadForm | undefined => collection.custom?.leadForm

/** The collection that keeps one form's leads, made from the form's definition. */
export function leadCollection(name: FormName, form: FormDefinition): CollectionConfig {
  return {
    slug: form.collection,
    custom: { leadForm: { name, definition: form } satisfies LeadForm },
    labels: { singular: form.label, plural: `${form.label}s` },
    admin: {
      group: 'Leads',
      hidden: hiddenUnless(form.workedBy, 'read'),
      useAsTitle: form.fields[0]!.name,
      defaultColumns: [...form.fields.slice(0, 4).map((spec) => spec.name), 'status', leadLanguageKey, 'assignedTo', 'createdAt', 'spamReasons'],
      components: { beforeListTable: ['@/features/forms/admin/LeadQuickFilters#LeadQuickFilters'] },
      baseFilter: spamListFilter,
      listSearchableFields: form.fields.filter((spec) => spec.input !== 'select').map((spec) => spec.name),
      pagination: { defaultLimit: 50 },
    },
    access: { create: nobody, read: may(form.workedBy, 'read'), update: may(form.workedBy, 'work'), delete: may(form.workedBy, 'delete') },
    defaultSort: '-createdAt',
    endpoints: [notSpamEndpoint(form.collection, form.workedBy)],
    // A visitor's lead is written past Payload's create operation (server/submit.ts): no create hook runs for it.
    hooks: { afterDelete: form.file ? [deleteFileWithLead(form.file.field)] : [] },
    fields: [
      ...form.fields.map(payloadField),
      ...(form.file
        ? [
            {
              name: form.file.field,
              label: form.file.label,
              type: 'upload',
              relationTo: 'lead-files',
              required: true,
              access: unchangeable,
              custom: { 'plugin-import-export': { hooks: { beforeExport: fileLinkForExport } } },
            } as Field,
          ]
        : []),
      ...attributionLeadFields,
      ...leadMetaFields(form.workedBy),
      ...spamLeadFields,
      ...privacyLeadFields(form.collection),
    ],
  }
}

/** The forms whose leads `user` may `action` (src/cms/access). */
export const formsAllowing = (user: object | null | undefined, action: 'read' | 'export') =>
  formNames.map(definitionOf).filter((form) => allows(user, form.workedBy, action))

/** One collection per form, in the forms' order. */
export const leadCollections = formNames.map((name) => leadCollection(name, forms[name]))
