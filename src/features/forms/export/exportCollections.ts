import path from 'node:path'
import { type Access, type CollectionBeforeOperationHook, type CollectionConfig, type Field, Forbidden, type PayloadRequest } from 'payload'

import { allows, nobody } from '@/cms/access'
import { dataDir } from '@/cms/env'
import { signedInOnly } from '@/cms/rest/signedInEndpoint'
import { formsAllowing } from '../collections/leads'
import { privateFileHeaders } from '../collections/privateFiles'
import { streamedLeadDownload } from './leadDownload'
import { partialExportKeys, wholeExportRequest, wholeSavedExport } from './wholeExport'

const hidden = (names: readonly string[]) =>
  function hide(field: Field): Field {
    if ('name' in field && names.includes(field.name)) return { ...field, admin: { ...field.admin, hidden: true } } as Field
    if ('fields' in field) return { ...field, fields: field.fields.map(hide) } as Field
    return field
  }

const uploadOf = (collection: CollectionConfig, folder: string) => ({
  ...(typeof collection.upload === 'object' ? collection.upload : {}),
  staticDir: path.join(dataDir(), 'private', folder),
  modifyResponseHeaders: privateFileHeaders,
})

/** The collections `user` may export: lead lists by their areas, the audit log for owners. */
const exportableBy = (user: object | null): string[] => [
  ...formsAllowing(user, 'export').map((form) => form.collection),
  ...(allows(user, 'team', 'manage') ? ['audit-log'] : []),
]

const ownersOnly = (req: PayloadRequest) => allows(req.user, 'team', 'manage')

/** Refuses an export (downloaded, previewed or saved) of a collection the user may not export. */
export function checkExportable(req: PayloadRequest, collectionSlug: unknown) {
  if (!exportableBy(req.user).includes(String(collectionSlug))) throw new Forbidden(req.t)
}

const exportableOptions = (req: PayloadRequest, options: Record<string, unknown>) => checkExportable(req, options.collectionSlug)

const savedExportCheck: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation === 'create') checkExportable(req, (args as { data?: { collectionSlug?: unknown } }).data?.collectionSlug)
}

/** Saved exports are read by those who may export their collection. */
const readableExports: Access = ({ req }) => {
  const collections = exportableBy(req.user)
  return collections.length > 0 && { collectionSlug: { in: collections } }
}

/**
 * The plugin's `exports` collection: for those who may export a lead list, of the lists they may (its endpoints included), every field
 * and every row (the drawer's fields, limit and page are hidden and ignored), listed under Leads
 * with its saved files kept in the private data folder.
 */
export function leadExportCollection(collection: CollectionConfig): CollectionConfig {
  const endpoints = Array.isArray(collection.endpoints) ? collection.endpoints : []
  return {
    ...collection,
    admin: { ...collection.admin, group: 'Leads', hidden: ({ user }) => exportableBy(user).length === 0 },
    access: { create: readableExports, read: readableExports, update: nobody, delete: readableExports },
    endpoints: endpoints.map((endpoint) => ({
      ...endpoint,
      handler: signedInOnly(
        endpoint.path === '/download'
          ? wholeExportRequest(streamedLeadDownload(endpoint.handler), 'data', exportableOptions)
          : wholeExportRequest(endpoint.handler, undefined, exportableOptions),
      ),
    })),
    fields: collection.fields.map(hidden(partialExportKeys)),
    hooks: { ...collection.hooks, beforeOperation: [savedExportCheck, wholeSavedExport, ...(collection.hooks?.beforeOperation ?? [])] },
    upload: uploadOf(collection, 'exports'),
  }
}

/** The plugin's `imports` collection, which no collection uses: closed, and its preview for editors only. */
export function closedImportCollection(collection: CollectionConfig): CollectionConfig {
  const endpoints = Array.isArray(collection.endpoints) ? collection.endpoints : []
  const nobody = () => false
  return {
    ...collection,
    admin: { ...collection.admin, hidden: true },
    access: { create: nobody, read: nobody, update: nobody, delete: nobody },
    endpoints: endpoints.map((endpoint) => ({ ...endpoint, handler: signedInOnly(endpoint.handler, ownersOnly) })),
    upload: uploadOf(collection, 'imports'),
  }
}
