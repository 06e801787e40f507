import { inertCell } from '@/features/forms/export/spreadsheetCell'
import type { Figures } from './figures'

/** The tables the dashboard shows, each downloadable as CSV. */
export const figureTables = {
  sources: { title: 'Leads and visits by source', rows: (figures: Figures) => figures.bySource },
  campaigns: { title: 'Leads and visits by campaign', rows: (figures: Figures) => figures.byCampaign },
  'landing-pages': { title: 'Conversion by landing page', rows: (figures: Figures) => figures.byLandingPage },
  weeks: { title: 'Leads per week by form', rows: (figures: Figures) => figures.leadsPerWeek },
} as const
export type FigureTable = keyof typeof figureTables

const quoted = (value: unknown) => {
  const text = inertCell(value === null || value === undefined ? '' : typeof value === 'number' && !Number.isInteger(value) ? value.toFixed(4) : String(value))
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** Rows as CSV with a header of their keys (every key of every row, in first-seen order). */
export function toCsv(rows: readonly object[]): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))]
  const lines = [columns, ...rows.map((row) => columns.map((column) => (row as Record<string, unknown>)[column]))]
  return `${lines.map((line) => line.map(quoted).join(',')).join('\r\n')}\r\n`
}
