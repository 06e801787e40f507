import type { CollectionConfig, CollectionSlug, Endpoint, GlobalConfig, PayloadHandler, Plugin } from 'payload'

import { leadFormOf } from '@/features/forms/collections/leads'
import type { AuditAction } from './actions'
import { AuditLog } from './AuditLog'
import {
  auditDeletion,
  auditLeadOpened,
  auditLeadWork,
  auditPublication,
  auditSettings,
  auditSignIn,
  auditUserChange,
  auditUserRemoved,
  auditWebhookChange,
} from './hooks'
import { recordAudit } from './record'

/** Files whose download is recorded, with the action it is. */
const downloads: Record<string, AuditAction> = { 'lead-files': 'file-downloaded', exports: 'export-downloaded' }

type Upload = Exclude<CollectionConfig['upload'], boolean | undefined>
type UploadHandler = NonNullable<Upload['handlers']>[number]

/** Records a file's download once access has let it through; the handlers after it serve the file. */
const recordDownload =
  (action: AuditAction): UploadHandler =>
  async (req, { doc, params }) => {
    // Payload hands over the file's document only when the reader's access was a query.
    const id =
      (doc as { id?: number } | undefined)?.id ??
      (await req.payload.find({ collection: params.collection as CollectionSlug, where: { filename: { equals: params.filename } }, limit: 1, depth: 0, req })).docs[0]?.id
    await recordAudit(req, { action, collection: params.collection, document: id, details: { file: params.filename } })
  }

/** The export drawer's download, recorded once it has been answered. */
const recordedExport =
  (handler: PayloadHandler): PayloadHandler =>
  async (req) => {
    const response = await handler(req)
    if (response.ok) {
      const options = (await req.json?.()) as { data?: { collectionSlug?: string } } | undefined
      await recordAudit(req, { action: 'export-downloaded', collection: options?.data?.collectionSlug, details: { from: 'download' } })
    }
    return response
  }

/** Collections whose deletions are not a person's act worth an entry: the log itself and the search index kept in step. */
const unaudited = new Set([AuditLog.slug, 'search'])

function audited(collection: CollectionConfig): CollectionConfig {
  if (unaudited.has(collection.slug)) return collection
  const hooks = { ...collection.hooks }
  const add = <K extends keyof typeof hooks>(name: K, ...added: NonNullable<(typeof hooks)[K]>) =>
    (hooks[name] = [...((hooks[name] as unknown[] | undefined) ?? []), ...(added as unknown[])] as (typeof hooks)[K])
  if (collection.slug === 'users') {
    add('afterLogin', auditSignIn)
    add('afterChange', auditUserChange)
    add('afterDelete', auditUserRemoved)
    return { ...collection, hooks }
  }
  add('afterDelete', auditDeletion)
  if (collection.slug === 'webhooks') add('afterChange', auditWebhookChange)
  const download = downloads[collection.slug]
  const upload = typeof collection.upload === 'object' ? collection.upload : undefined
  const endpoints = Array.isArray(collection.endpoints) ? collection.endpoints : undefined
  if (download && upload) {
    collection = { ...collection, upload: { ...upload, handlers: [recordDownload(download), ...(upload.handlers ?? [])] } }
  }
  if (collection.slug === 'exports' && endpoints) {
    collection = {
      ...collection,
      endpoints: endpoints.map((endpoint): Endpoint => (endpoint.path === '/download' ? { ...endpoint, handler: recordedExport(endpoint.handler) } : endpoint)),
    }
  }
  if (collection.versions && typeof collection.versions === 'object' && collection.versions.drafts) add('afterChange', auditPublication)
  if (leadFormOf(collection)) {
    add('afterOperation', auditLeadOpened)
    add('afterChange', auditLeadWork)
  }
  return { ...collection, hooks }
}

const auditedGlobal = (global: GlobalConfig): GlobalConfig => ({
  ...global,
  hooks: { ...global.hooks, afterChange: [...(global.hooks?.afterChange ?? []), auditSettings] },
})

/**
 * The audit trail (issue 38, §3): the hooks that write the audit log (AuditLog.ts) on every
 * collection and global of the config (list it after the plugins that add collections).
 */
export const auditTrail: Plugin = (config) => ({
  ...config,
  collections: (config.collections ?? []).map(audited),
  globals: (config.globals ?? []).map(auditedGlobal),
})
