import type { CollectionSlug, FlattenedField } from 'payload'
import type { ExportBeforeHook } from '@payloadcms/plugin-import-export/types'
import { toWords } from 'payload/shared'

import { companyDateTime } from './companyTime'
import { inertCell } from './spreadsheetCell'

type Column = { header: string; cell: (value: unknown) => string }

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value))
const dateCell = (value: unknown) => (value ? companyDateTime(value as string) : '')
const dubaiTime = ' (Dubai time)'

/** How each field of a collection becomes a column: its label as the header, its value as text. */
function columnOf(field: FlattenedField): Column {
  const label = typeof field.label === 'string' ? field.label : toWords(field.name)
  if (field.type === 'date') return { header: label + dubaiTime, cell: dateCell }
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

const fixedColumns: Record<string, Column> = {
  id: { header: 'ID', cell: text },
  createdAt: { header: 'Received' + dubaiTime, cell: dateCell },
  updatedAt: { header: 'Last changed' + dubaiTime, cell: dateCell },
}

/** The columns of a collection in the order a reader wants them: id, when it came, its fields, last change. */
function columnsOf(fields: FlattenedField[]): Map<string, Column> {
  const own = fields.filter((field) => !(field.name in fixedColumns)).map((field) => [field.name, columnOf(field)] as const)
  return new Map([
    ['id', fixedColumns.id!],
    ['createdAt', fixedColumns.createdAt!],
    ...own,
    ['updatedAt', fixedColumns.updatedAt!],
  ])
}

/**
 * The plugin's per-batch hook for CSV: rows keyed by the fields' labels (the plugin writes the
 * keys as the header row), dates in Dubai time, choices by their labels, and no cell a
 * spreadsheet would run as a formula.
 */
export const readableRows =
  (collection: CollectionSlug): ExportBeforeHook =>
  ({ data, format, req }) => {
    if (format !== 'csv') return data
    const columns = columnsOf(req.payload.collections[collection].config.flattenedFields)
    return data.map((row) => {
      const readable: Record<string, string> = {}
      for (const [name, column] of columns) if (name in row) readable[column.header] = inertCell(column.cell(row[name]))
      for (const [name, value] of Object.entries(row)) if (!columns.has(name)) readable[name] = inertCell(text(value))
      return readable
    })
  }
