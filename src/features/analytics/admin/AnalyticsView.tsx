import type { AdminViewServerProps } from 'payload'

import { allows } from '@/cms/access'
import { AdminPage, admitTo } from '@/cms/admin/AdminPage'

import { forms, formNames } from '@/features/forms/definitions'
import { type FigureTable, figureTables } from '../csv'
import { type Period, periodOf, periods, loadFigures } from '../server/loadFigures'
import { LeadsPerWeekChart, VisitsAndLeadsChart } from './Charts'

const percent = (value: number | null) => (value === null ? '—' : `${(value * 100).toFixed(1)} %`)
const number = (value: number) => value.toLocaleString('en-GB')

const card = { padding: 'calc(var(--base) / 2) var(--base)', border: '1px solid var(--theme-elevation-150)', borderRadius: 'var(--style-radius-m)' }

function Download({ table, days }: { table: FigureTable; days: Period }) {
  return (
    <a href={`/api/analytics?table=${table}&days=${days}`} download>
      Download as CSV
    </a>
  )
}

function Section({ title, table, days, children }: { title: string; table: FigureTable; days: Period; children: React.ReactNode }) {
  const id = `analytics-${table}`
  return (
    <section aria-labelledby={id} style={{ marginBottom: 'calc(var(--base) * 2)' }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 'var(--base)', flexWrap: 'wrap' }}>
        <h2 id={id}>{title}</h2>
        <Download table={table} days={days} />
      </div>
      {children}
    </section>
  )
}

function Table({ caption, columns, rows }: { caption: string; columns: { label: string; value: (row: never) => string; numeric?: boolean }[]; rows: object[] }) {
  if (!rows.length) return <p>Nothing in this period yet.</p>
  return (
    <div style={{ overflowX: 'auto' }}>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <caption className="sr-only" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" style={{ textAlign: column.numeric ? 'right' : 'left', padding: '0.4rem 0.6rem', borderBottom: '1px solid var(--theme-elevation-150)' }}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {columns.map((column) => (
                <td key={column.label} style={{ textAlign: column.numeric ? 'right' : 'left', padding: '0.4rem 0.6rem', borderBottom: '1px solid var(--theme-elevation-100)' }}>
                  {column.value(row as never)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

type Counted = { visits: number; leads: number; conversion: number | null }
const countColumns = [
  { label: 'Visits', value: (row: Counted) => number(row.visits), numeric: true },
  { label: 'Leads', value: (row: Counted) => number(row.leads), numeric: true },
  { label: 'Conversion', value: (row: Counted) => percent(row.conversion), numeric: true },
]

/**
 * Analytics (issue 26), at /admin/analytics: leads per week by form, leads and visits by source and
 * medium and by campaign, conversion per landing page, over the last 30 or 90 days, each table also
 * as CSV. Visits are the page views that started a visit (features/visits); a lead counts for its
 * own visit's source, campaign and landing page (features/attribution).
 */
export async function AnalyticsView(view: AdminViewServerProps) {
  const { searchParams, payload } = view
  admitTo(view.initPageResult.req, '/admin/analytics', (user) => allows(user, 'visitCharts', 'read'))
  const days = periodOf(searchParams?.days)
  const figures = await loadFigures(payload, days)
  const { totals } = figures
  const formSeries = formNames.map((name) => ({ key: name, label: `${forms[name].label}s` }))

  return (
    <AdminPage view={view} title="Analytics">
        <p>
          {figures.since} to {figures.until} (Dubai time).{' '}
          <span role="group" aria-label="Period">
            {periods.map((period) =>
              period === days ? (
                <strong key={period} aria-current="page" style={{ marginInlineStart: '0.75rem' }}>
                  Last {period} days
                </strong>
              ) : (
                <a key={period} href={`/admin/analytics?days=${period}`} style={{ marginInlineStart: '0.75rem' }}>
                  Last {period} days
                </a>
              ),
            )}
          </span>
        </p>

        <ul aria-label="Totals" style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))', gap: 'calc(var(--base) / 2)', listStyle: 'none', padding: 0, margin: 'var(--base) 0 calc(var(--base) * 2)' }}>
          {[
            ['Leads', number(totals.leads)],
            ['Visits', number(totals.visits)],
            ['Page views', number(totals.views)],
            ['Conversion (leads / visits)', percent(totals.conversion)],
          ].map(([label, value]) => (
            <li key={label} style={card}>
              <strong style={{ display: 'block', fontSize: '1.75rem' }}>{value}</strong>
              {label}
            </li>
          ))}
        </ul>

        <Section title={figureTables.weeks.title} table="weeks" days={days}>
          {figures.leadsPerWeek.length ? <LeadsPerWeekChart weeks={figures.leadsPerWeek} forms={formSeries} /> : <p>No lead in this period yet.</p>}
        </Section>

        <Section title={figureTables.sources.title} table="sources" days={days}>
          <VisitsAndLeadsChart rows={figures.bySource.slice(0, 8).map((row) => ({ label: `${row.source} / ${row.medium}`, visits: row.visits, leads: row.leads }))} />
          <Table
            caption={figureTables.sources.title}
            rows={figures.bySource}
            columns={[{ label: 'Source', value: (row: { source: string }) => row.source }, { label: 'Medium', value: (row: { medium: string }) => row.medium }, ...countColumns]}
          />
        </Section>

        <Section title={figureTables.campaigns.title} table="campaigns" days={days}>
          <Table
            caption={figureTables.campaigns.title}
            rows={figures.byCampaign}
            columns={[
              { label: 'Campaign', value: (row: { campaign: string }) => row.campaign },
              { label: 'Source / medium', value: (row: { source: string; medium: string }) => `${row.source} / ${row.medium}` },
              ...countColumns,
            ]}
          />
        </Section>

        <Section title={figureTables['landing-pages'].title} table="landing-pages" days={days}>
          <Table caption={figureTables['landing-pages'].title} rows={figures.byLandingPage} columns={[{ label: 'Landing page', value: (row: { page: string }) => row.page }, ...countColumns]} />
        </Section>
    </AdminPage>
  )
}
