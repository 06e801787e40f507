import type { CollectionSlug, FlattenedField, Payload } from 'payload'
import type { ExportBeforeHook } from '@payloadcms/plugin-import-export/types'
import { toWords } from 'payload/shared'

import { readCompanyTimeZone } from '@/features/companyTime/server/companyTimeZone'
import { zoneName } from '@/features/companyTime/zones'
import { companyDateTime } from './companyTime'
import { inertCell } from './spreadsheetCell'

type Column = { header: string; cell: (value: unknown) => string }

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value))
const dateColumn = (label: string, zone: string): Column => ({
  header: `${label} (${zoneName(zone)} time)`,
  cell: (value) => (value ? companyDateTime(value as string, zone) : ''),
})

/** How each field of a collection becomes a column: its label as the header, its value as text. */
function columnOf(field: FlattenedField, zone: string): Column {
  const label = typeof field.label === 'string' ? field.label : toWords(field.name)
  if (field.type === 'date') return dateColumn(label, zone)
  if (field.type === 'select') {
    const shown = new Map(
      field.options.map((option) =>
        typeof option === 'string' ? [option, option] : [option.value, typeof option.label === 'string' ? option.label : option.value],
      ),
    )
    return { header: label, cell: (value) => shown.get(value as string) ?? text(value) }
  }
  return { header: label, cell: text }
}

const fixedColumns = ['id', 'createdAt', 'updatedAt']

/** The columns of a collection in the order a reader wants them: id, when it came, its fields, last change. */
function columnsOf(fields: FlattenedField[], zone: string): Map<string, Column> {
  const own = fields.filter((field) => !fixedColumns.includes(field.name)).map((field) => [field.name, columnOf(field, zone)] as const)
  return new Map([
    ['id', { header: 'ID', cell: text }],
    ['createdAt', dateColumn('Received', zone)],
    ...own,
    ['updatedAt', dateColumn('Last changed', zone)],
  ])
}

export type ReadableRow = Record<string, string>

/**
 * How a flattened row of `collection` reads in a spreadsheet: keyed by the fields' labels (the
 * header row), dates on the company's clock, choices by their labels, and no cell a spreadsheet
 * would run as a formula. Read once per export: the company's time zone and the columns.
 */
export async function readableRowsOf(payload: Payload, collection: CollectionSlug): Promise<(row: Record<string, unknown>) => ReadableRow> {
  const columns = columnsOf(payload.collections[collection].config.flattenedFields, await readCompanyTimeZone(payload))
  return (row) => {
    const readable: ReadableRow = {}
    for (const [name, column] of columns) if (name in row) readable[column.header] = inertCell(column.cell(row[name]))
    for (const [name, value] of Object.entries(row)) if (!columns.has(name)) readable[name] = inertCell(text(value))
    return readable
  }
}

/** The plugin's per-batch hook for CSV (saved exports and the preview): rows as `readableRowsOf` writes them. */
export const readableRows =
  (collection: CollectionSlug): ExportBeforeHook =>
  async ({ data, format, req }) => {
    if (format !== 'csv') return data
    const readable = await readableRowsOf(req.payload, collection)
    return data.map(readable)
  }
