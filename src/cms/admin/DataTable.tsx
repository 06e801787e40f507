import type { ReactNode } from 'react'

export type DataColumn<Row> = { label: string; value: (row: Row) => ReactNode; numeric?: boolean }

const cell = (numeric?: boolean) => ({ textAlign: numeric ? 'end' : 'start', padding: '0.4rem 0.6rem', verticalAlign: 'top' }) as const

/** A table of a custom admin view, its caption for screen readers; on a phone each row is a card (admin.css). */
export function DataTable<Row>({ caption, columns, rows, empty = 'Nothing in this period yet.' }: { caption: string; columns: DataColumn<Row>[]; rows: Row[]; empty?: string }) {
  if (!rows.length) return <p>{empty}</p>
  return (
    <div style={{ overflowX: 'auto' }}>
      <table className="data-table" style={{ width: '100%', borderCollapse: 'collapse' }}>
        <caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" style={{ ...cell(column.numeric), borderBottom: '1px solid var(--theme-elevation-150)' }}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {columns.map((column) => (
                <td key={column.label} data-label={column.label} style={{ ...cell(column.numeric), borderBottom: '1px solid var(--theme-elevation-100)' }}>
                  {column.value(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
