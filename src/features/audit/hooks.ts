import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionAfterLoginHook,
  CollectionAfterOperationHook,
  GlobalAfterChangeHook,
} from 'payload'

import { rolesOf, sameRoles } from '@/cms/access'
import { untouchedDraftContext } from '@/cms/drafts/untouchedDrafts'
import { recordAudit } from './record'

/*
 * The hooks that write the audit log. Each records only what a person did: an operation without a
 * signed-in user (the server's own jobs, the seed, a visitor's form) is not theirs to record here.
 */

const byUser = (req: { user?: unknown }) => Boolean(req.user)

/**
 * A page, post or case study published or unpublished. A draft saved or autosaved (`?draft=true`,
 * as the admin sends it) is neither: the published document stays as it was.
 */
// internals: draft-save-query
export const auditPublication: CollectionAfterChangeHook = async ({ collection, doc, previousDoc, req }) => {
  if (!byUser(req) || String(req.query?.draft) === 'true') return doc
  const before = previousDoc?._status
  if (doc._status === 'published') await recordAudit(req, { action: 'published', collection: collection.slug, document: doc.id })
  else if (before === 'published' && doc._status === 'draft') await recordAudit(req, { action: 'unpublished', collection: collection.slug, document: doc.id })
  return doc
}

export const auditDeletion: CollectionAfterDeleteHook = async ({ collection, context, id, req }) => {
  if (byUser(req) && !context[untouchedDraftContext]) await recordAudit(req, { action: 'deleted', collection: collection.slug, document: id })
}

export const auditSettings: GlobalAfterChangeHook = async ({ global, doc, req }) => {
  if (byUser(req)) await recordAudit(req, { action: 'settings-changed', collection: global.slug })
  return doc
}

/** A single lead or application opened (lists are not recorded), and its status or assignee changed. */
export const auditLeadOpened: CollectionAfterOperationHook = async ({ collection, operation, req, result }) => {
  if (operation === 'findByID' && byUser(req) && result) {
    await recordAudit(req, { action: 'lead-opened', collection: collection.slug, document: (result as { id: number | string }).id })
  }
  return result
}

const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id: unknown }).id : value) ?? null

export const auditLeadWork: CollectionAfterChangeHook = async ({ collection, doc, operation, previousDoc, req }) => {
  if (operation !== 'update' || !byUser(req)) return doc
  if (doc.status !== previousDoc.status) {
    await recordAudit(req, { action: 'lead-status-changed', collection: collection.slug, document: doc.id, details: { from: previousDoc.status, to: doc.status } })
  }
  if (idOf(doc.assignedTo) !== idOf(previousDoc.assignedTo)) {
    await recordAudit(req, { action: 'lead-assigned', collection: collection.slug, document: doc.id, details: { from: idOf(previousDoc.assignedTo), to: idOf(doc.assignedTo) } })
  }
  return doc
}

export const auditSignIn: CollectionAfterLoginHook = async ({ req, user }) => {
  await recordAudit(req, { action: 'sign-in', collection: 'users', document: user.id, actor: user })
}

/** A user created (invited or with a password), their roles changed, or removed. */
export const auditUserChange: CollectionAfterChangeHook = async ({ doc, operation, previousDoc, req, context }) => {
  if (!byUser(req)) return doc
  if (operation === 'create') {
    await recordAudit(req, { action: context.invited ? 'user-invited' : 'user-created', collection: 'users', document: doc.id, details: { email: doc.email, roles: rolesOf(doc) } })
    return doc
  }
  if (!sameRoles(previousDoc, doc)) {
    await recordAudit(req, { action: 'roles-changed', collection: 'users', document: doc.id, details: { email: doc.email, from: rolesOf(previousDoc), to: rolesOf(doc) } })
  }
  return doc
}

export const auditUserRemoved: CollectionAfterDeleteHook = async ({ doc, id, req }) => {
  if (byUser(req)) await recordAudit(req, { action: 'user-removed', collection: 'users', document: id, details: { email: doc.email } })
}

/** Fields of a webhook whose change is not a person's setting: the server's own marks and times. */
const unauditedWebhookFields = new Set(['updatedAt', 'createdAt', 'secret', 'failing', 'stoppedBecause', 'deliveries'])

/** A webhook destination created or changed: what it is set to, never its secret or its address's path (which may be a key). */
export const auditWebhookChange: CollectionAfterChangeHook = async ({ context, doc, operation, previousDoc, req }) => {
  if (!byUser(req) || context.auditedApart) return doc
  const host = (url: unknown) => (typeof url === 'string' && URL.canParse(url) ? new URL(url).host : undefined)
  if (operation === 'create') {
    await recordAudit(req, { action: 'webhook-created', collection: 'webhooks', document: doc.id, details: { name: doc.name, host: host(doc.url), format: doc.format, events: doc.events, forms: doc.forms } })
    return doc
  }
  const changed = Object.keys(doc).filter((key) => !unauditedWebhookFields.has(key) && JSON.stringify(doc[key]) !== JSON.stringify(previousDoc?.[key]))
  if (changed.length) await recordAudit(req, { action: 'webhook-changed', collection: 'webhooks', document: doc.id, details: { changed, host: host(doc.url), enabled: doc.enabled } })
  return doc
}
