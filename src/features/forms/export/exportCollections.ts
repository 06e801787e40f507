import path from 'node:path'
import type { CollectionConfig, Field } from 'payload'

import { dataDir } from '@/cms/env'
import { signedInOnly } from '@/cms/rest/signedInEndpoint'
import { privateFileHeaders } from '../collections/privateFiles'
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

/**
 * The plugin's `exports` collection: signed-in editors only (its endpoints included), every field
 * and every row (the drawer's fields, limit and page are hidden and ignored), listed under Leads
 * with its saved files kept in the private data folder.
 */
export function leadExportCollection(collection: CollectionConfig): CollectionConfig {
  const endpoints = Array.isArray(collection.endpoints) ? collection.endpoints : []
  return {
    ...collection,
    admin: { ...collection.admin, group: 'Leads' },
    endpoints: endpoints.map((endpoint) => ({
      ...endpoint,
      handler: signedInOnly(wholeExportRequest(endpoint.handler, endpoint.path === '/download' ? 'data' : undefined)),
    })),
    fields: collection.fields.map(hidden(partialExportKeys)),
    hooks: { ...collection.hooks, beforeOperation: [wholeSavedExport, ...(collection.hooks?.beforeOperation ?? [])] },
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
    endpoints: endpoints.map((endpoint) => ({ ...endpoint, handler: signedInOnly(endpoint.handler) })),
    upload: uploadOf(collection, 'imports'),
  }
}
