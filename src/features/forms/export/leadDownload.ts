import type { PayloadHandler, Where } from 'payload'

import { leadCsvResponse } from './leadCsv'
import { isLeadCollection } from './wholeExport'

type DownloadOptions = { collectionSlug?: unknown; format?: unknown; where?: Where; sort?: unknown; name?: unknown }

/**
 * The export drawer's download: a lead list as CSV is streamed page by page from the database
 * (leadCsv.ts); anything else (the audit log, JSON) as the plugin writes it. The options arrive made
 * whole and checked (wholeExportRequest): every field of every lead of the selection, spam left out.
 */
// internals: import-export-endpoints
export const streamedLeadDownload =
  (pluginDownload: PayloadHandler): PayloadHandler =>
  async (req) => {
    const { data } = ((await req.json!()) ?? {}) as { data?: DownloadOptions }
    if (!data || !isLeadCollection(data.collectionSlug) || data.format !== 'csv') return pluginDownload(req)
    return leadCsvResponse(req, {
      collection: String(data.collectionSlug) as Parameters<typeof leadCsvResponse>[1]['collection'],
      where: data.where,
      sort: data.sort,
      name: data.name,
    })
  }
