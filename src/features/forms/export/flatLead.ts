import type { FlattenedField } from 'payload'
import type { FieldBeforeExportHook } from '@payloadcms/plugin-import-export/types'

type Row = Record<string, unknown>
type ToCell = (value: unknown, doc: Row, row: Row, columnName: string) => unknown

const isPlainObject = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)

/** A field's own export hook (the assignee, the notes, a file's link), else a related document as its id. */
function cellOf(field: FlattenedField): ToCell | undefined {
  const hook = (field.custom?.['plugin-import-export'] as { hooks?: { beforeExport?: FieldBeforeExportHook } } | undefined)?.hooks?.beforeExport
  if (hook) return (value, doc, row, columnName) => hook({ columnName, data: doc, format: 'csv', siblingData: row, siblingDoc: doc, value })
  if ((field.type === 'relationship' || field.type === 'upload') && !field.hasMany && !Array.isArray(field.relationTo)) {
    return (value) => (isPlainObject(value) && 'id' in value ? value.id : value)
  }
  return undefined
}

/**
 * One lead as the import-export plugin flattens a document for CSV (its `flattenObject`), for the
 * fields a lead has: each top-level field through its export hook, a list (the spam reasons) as
 * `name_0`, `name_1`…, an object as `name_key`. The lead export streams its rows through this and
 * `readableRowsOf`, so that a download reads as a saved export, which the plugin writes.
 */
// internals: import-export-endpoints
export function leadFlattener(fields: FlattenedField[]): (doc: Row) => Row {
  const cells = new Map(fields.flatMap((field) => (cellOf(field) ? [[field.name, cellOf(field)!] as const] : [])))
  return (doc) => {
    const row: Row = {}
    const put = (key: string, value: unknown) => {
      if (value === undefined) return
      if (Array.isArray(value)) value.forEach((item, index) => put(`${key}_${index}`, item))
      else if (isPlainObject(value)) for (const [inner, innerValue] of Object.entries(value)) put(`${key}_${inner}`, innerValue)
      else row[key] = value
    }
    for (const [key, value] of Object.entries(doc)) {
      const cell = cells.get(key)
      if (!cell) {
        put(key, value)
        continue
      }
      const result = cell(value, doc, row, key)
      // As the plugin: a list or object whose hook answers nothing is flattened as it is, one answered null is left out.
      const nested = typeof value === 'object' && value !== null
      if (result === undefined) {
        if (nested) put(key, value)
      } else if (result !== null || !nested) put(key, result)
    }
    return row
  }
}
