import { parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'

import { maxImportRows, type RedirectType, redirectTypes } from '../protocol'

/** A row of an import file, read: its line, its three cells as written. */
export type ImportRow = { line: number; from: string; to: string; type: string }

export const csvColumns = ['from', 'to', 'type'] as const

export type ReadFile = { ok: true; rows: ImportRow[] } | { ok: false; message: string }

/** The most bytes an import file may have: the limit of any body sent to /api (src/server/bodyLimits.ts). */
export const maxImportBytes = 1024 * 1024

/**
 * Reads an import file: CSV with the columns from, to and type (a header row naming them, in any
 * order, or those three columns in that order without one). A file that cannot be read, has more
 * than `maxImportRows` rows or lacks the `from` column is refused whole.
 */
export function readImportFile(text: string): ReadFile {
  if (text.length > maxImportBytes) return { ok: false, message: `The file is larger than ${maxImportBytes / 1024 / 1024} MB: split it.` }
  let records: string[][]
  try {
    records = parse(text.replace(/^\uFEFF/, ''), { relax_column_count: true, skip_empty_lines: true, trim: true, info: false }) as string[][]
  } catch (error) {
    return { ok: false, message: `The file is not a CSV file that can be read: ${error instanceof Error ? error.message : String(error)}` }
  }
  if (records.length === 0) return { ok: false, message: 'The file is empty.' }
  const first = records[0]!.map((cell) => cell.toLowerCase())
  const hasHeader = first.includes('from')
  const index = (column: string, fallback: number) => (hasHeader ? first.indexOf(column) : fallback)
  const [from, to, type] = [index('from', 0), index('to', 1), index('type', 2)]
  const body = hasHeader ? records.slice(1) : records
  const lineOffset = hasHeader ? 2 : 1
  if (body.length > maxImportRows)
    return { ok: false, message: `The file has ${body.length.toLocaleString('en')} rows; at most ${maxImportRows.toLocaleString('en')} are imported at once. Split it into smaller files (or use prefix rules such as /old-blog/*). Nothing was saved.` }
  if (body.length === 0) return { ok: false, message: 'The file has no rows under its header.' }
  const cell = (record: string[], at: number) => (at >= 0 ? (record[at] ?? '') : '')
  return { ok: true, rows: body.map((record, at) => ({ line: at + lineOffset, from: cell(record, from), to: cell(record, to), type: cell(record, type) })) }
}

/** A row's type: empty is 301, the default; else one of the five. */
export function typeOfRow(type: string): RedirectType | undefined {
  if (!type) return '301'
  return (redirectTypes as readonly string[]).includes(type) ? (type as RedirectType) : undefined
}

/** The rules as a CSV file with the columns from, to, type, as the import reads it back. */
export const writeRulesFile = (rules: readonly { from: string; to: string; type: string }[]): string =>
  stringify(rules.map(({ from, to, type }) => [from, to, type]), { header: true, columns: [...csvColumns] })
