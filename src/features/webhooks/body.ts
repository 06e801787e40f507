import { attributionFields } from '@/features/attribution/fields'
import { leadLanguageKey } from '@/features/forms/collections/leadLanguage'
import type { FormDefinition, FormName } from '@/features/forms/definitions'
import type { WebhookEvent } from './events'

/** A lead as the delivery job reads it (depth 1: its file and assignee as documents). */
export type LeadRecord = Record<string, unknown> & { id: number | string }

export type LeadEvent = {
  event: WebhookEvent
  form: FormName
  definition: FormDefinition
  collection: string
  lead: LeadRecord
  adminUrl: string
  /** For `lead.updated`: what changed, as it was when it changed. */
  changes?: unknown
  /** A download link for a stored file, valid for a day without signing in (fileLinks.ts). */
  fileLink: (filename: string) => { url: string; expiresAt: string }
}

const orNull = (value: unknown) => (value === undefined || value === '' ? null : value)

const documentOf = (value: unknown) => (value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined)

/** The lead's attached file: its name, type, size and a link that expires; never its bytes. */
function filesOf({ definition, lead, fileLink }: LeadEvent) {
  const rule = definition.file
  const file = rule && documentOf(lead[rule.field])
  if (!rule || typeof file?.filename !== 'string') return []
  return [{ field: rule.field, label: rule.label, name: orNull(file.originalName), mimeType: orNull(file.mimeType), size: orNull(file.filesize), ...fileLink(file.filename) }]
}

function assigneeOf(lead: LeadRecord) {
  const user = documentOf(lead.assignedTo)
  return user ? { id: user.id, email: orNull(user.email) } : lead.assignedTo ? { id: lead.assignedTo, email: null } : null
}

/**
 * The body of every delivery but Slack's (docs/api.md): the event, and the lead with every field
 * its form has, its language, status and assignee, where it came from (attribution), its files as
 * links and its address in the admin. What the server keeps for itself (the address hash, the
 * submission key, the team's notes) is not sent.
 */
export function leadEventBody(source: LeadEvent, at = new Date()) {
  const { event, form, definition, collection, lead, adminUrl, changes } = source
  return {
    type: event,
    timestamp: at.toISOString(),
    data: {
      id: String(lead.id),
      form,
      formLabel: definition.label,
      collection,
      adminUrl,
      fields: Object.fromEntries(definition.fields.map((field) => [field.name, orNull(lead[field.name])])),
      files: filesOf(source),
      language: orNull(lead[leadLanguageKey]),
      status: orNull(lead.status),
      assignedTo: assigneeOf(lead),
      sourcePage: orNull(lead.sourcePage),
      userAgent: orNull(lead.userAgent),
      attribution: Object.fromEntries(attributionFields.map((field) => [field, orNull(lead[field])])),
      ...(lead.consentedAt ? { consent: { at: lead.consentedAt, page: orNull(lead.consentPage), wording: orNull(lead.consentWording) } } : {}),
      ...(event === 'lead.updated' ? { changes: changes ?? null } : {}),
      createdAt: orNull(lead.createdAt),
      updatedAt: orNull(lead.updatedAt),
    },
  }
}

export type LeadEventBody = ReturnType<typeof leadEventBody>
