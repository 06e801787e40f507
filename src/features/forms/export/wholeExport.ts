import { APIError, type CollectionBeforeOperationHook, type PayloadHandler, type PayloadRequest } from 'payload'

import { formNames, forms } from '../definitions'
import { notSpam } from '../spam/leadFields'

/**
 * The export drawer fills in the list's columns and its page size (50) as the fields and limit of
 * an export; a lead export always holds every field of every lead of the chosen selection.
 */
// internals: import-export-endpoints
export const partialExportKeys = ['fields', 'limit', 'page'] as const

const leadCollections: string[] = formNames.map((name) => forms[name].collection)

/** Whether a collection keeps the leads of a form. */
export const isLeadCollection = (slug: unknown) => leadCollections.includes(String(slug))

/** A lead export leaves spam out unless its filter names the flag (an export of the *Spam* view). */
const withoutSpam = (where: unknown) => (JSON.stringify(where ?? {}).includes('"spam"') ? where : where ? { and: [where, notSpam] } : notSpam)

const whole = (data: unknown) => {
  if (!data || typeof data !== 'object') return data
  const rest = { ...(data as Record<string, unknown>) }
  for (const key of partialExportKeys) delete rest[key]
  if (isLeadCollection(rest.collectionSlug)) rest.where = withoutSpam(rest.where)
  return rest
}

/** A saved export (run by the job queue) is made whole before the plugin reads it. */
export const wholeSavedExport: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'create') return
  const create = args as { data?: unknown }
  return { ...args, data: whole(create.data) } as typeof args
}

/**
 * The plugin's download and preview endpoints read their JSON body themselves (`{ data }` for a
 * download, the options themselves for a preview): hand them the body made whole, once `check` has
 * let the options pass.
 */
// internals: import-export-endpoints
export const wholeExportRequest =
  (handler: PayloadHandler, bodyKey: 'data' | undefined, check: (req: PayloadRequest, options: Record<string, unknown>) => void): PayloadHandler =>
  async (req) => {
    let body: Record<string, unknown>
    try {
      body = JSON.parse((await req.text!()) || '{}')
    } catch {
      throw new APIError('Invalid JSON', 400)
    }
    const wholeBody = bodyKey ? { ...body, [bodyKey]: whole(body[bodyKey]) } : (whole(body) as Record<string, unknown>)
    check(req, ((bodyKey ? wholeBody[bodyKey] : wholeBody) ?? {}) as Record<string, unknown>)
    const text = JSON.stringify(wholeBody)
    req.text = () => Promise.resolve(text)
    req.json = () => Promise.resolve(wholeBody)
    return handler(req)
  }
