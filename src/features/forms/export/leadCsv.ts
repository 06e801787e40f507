import { stringify } from 'csv-stringify/sync'
import type { CollectionSlug, PayloadRequest, Where } from 'payload'

import { leadFlattener } from './flatLead'
import { listOrderOf, pagesInOrder, type PageReader } from './listOrder'
import { readableRowsOf } from './readableRows'

/** Leads read from the database at a time: a few hundred kilobytes of rows, whatever the list's length. */
export const leadExportPageSize = 500

export type LeadExport = {
  collection: CollectionSlug
  where?: Where
  /** The list's sort (`-createdAt`, `status`): the sheet's rows come in its order. */
  sort?: unknown
  /** Leads a page; tests set fewer. */
  pageSize?: number
}

type Lead = Record<string, unknown> & { id: number | string }

/** The leads of an export a page at a time, in the list's order (listOrder.ts), read as `req.user`, with their access. */
export function leadPages(req: PayloadRequest, { collection, where, sort, pageSize = leadExportPageSize }: LeadExport): AsyncGenerator<Lead[]> {
  const order = listOrderOf(sort, req.payload.collections[collection].config.flattenedFields)
  const read: PageReader = async (selection, sorting, limit) =>
    (await req.payload.find({ collection, where: selection, sort: sorting, limit, pagination: false, depth: 1, overrideAccess: false, user: req.user })).docs as unknown as Lead[]
  return pagesInOrder<Lead>(read, where, order, pageSize)
}

/** The columns of the sheet: every key of the first page's rows, in the order they first appear. */
const columnsOf = (rows: Record<string, string>[]) => [...new Set(rows.flatMap((row) => Object.keys(row)))]

/**
 * The CSV of an export of leads as a stream: each page of leads becomes its rows (the same columns,
 * headers, company-time dates, file links and inert cells as a saved export) as the reader takes
 * them, so that memory holds one page, not the list. The first page decides the columns, as the
 * plugin's do; an empty list gives the header of a lead with nothing filled in.
 */
export async function leadCsvStream(req: PayloadRequest, options: LeadExport): Promise<ReadableStream<Uint8Array>> {
  const fields = req.payload.collections[options.collection].config.flattenedFields
  const flat = leadFlattener(fields)
  const readable = await readableRowsOf(req.payload, options.collection)
  const pages = leadPages(req, options)
  const encoder = new TextEncoder()
  let columns: string[] | undefined
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const page = await pages.next()
      if (page.done) {
        if (!columns) {
          const nothing = Object.fromEntries([['id', null], ...fields.filter((field) => !field.hidden).map((field) => [field.name, 'hasMany' in field && field.hasMany ? [] : null])])
          controller.enqueue(encoder.encode(stringify([], { bom: true, header: true, columns: Object.keys(readable(flat(nothing))) })))
        }
        controller.close()
        return
      }
      const rows = page.value.map((lead) => readable(flat(lead)))
      const first = !columns
      columns ??= columnsOf(rows)
      controller.enqueue(encoder.encode(stringify(rows, { bom: first, header: first, columns })))
    },
    async cancel() {
      await pages.return(undefined)
    },
  })
}

/** `2026-11-29_10-15-00-quote-requests.csv`, or the name the drawer was given before the list's. */
const fileName = (collection: string, name: unknown) =>
  `${(typeof name === 'string' && name.replace(/["\\\r\n]/g, '')) || new Date().toISOString().slice(0, 19).replace('T', '_').replaceAll(':', '-')}-${collection}.csv`

/** The download of a lead export: the CSV streamed to the reader as it is read from the database. */
export async function leadCsvResponse(req: PayloadRequest, options: LeadExport & { name?: unknown }): Promise<Response> {
  return new Response(await leadCsvStream(req, options), {
    headers: { 'Content-Disposition': `attachment; filename="${fileName(options.collection, options.name)}"`, 'Content-Type': 'text/csv; charset=utf-8' },
  })
}
