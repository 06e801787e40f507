import type { AdminViewServerProps } from 'payload'

import { allows } from '@/cms/access'
import { AdminPage, admitTo } from '@/cms/admin/AdminPage'
import { DataTable } from '@/cms/admin/DataTable'
import { zoneName } from '@/features/companyTime/zones'
import { forms, formNames } from '@/features/forms/definitions'
import { type FigureTable, figureTables } from '../csv'
import { fewestVisitsForConversion } from '../figures'
import { type PeriodChoice, presets, queryOf } from '../period'
import { loadFigures, requestedPeriod } from '../server/loadFigures'
import { LeadsPerWeekChart, VisitsAndLeadsChart } from './Charts'

const percent = (value: number | null) => (value === null ? '—' : `${(value * 100).toFixed(1)} %`)
const number = (value: number) => value.toLocaleString('en-GB')

const card = { padding: 'calc(var(--base) / 2) var(--base)', border: '1px solid var(--theme-elevation-150)', borderRadius: 'var(--style-radius-m)' }

/** The change from the previous period: '+33 %', '−20 %', or 'new' where there was none. */
function change(current: number, before: number) {
  if (!before) return current ? 'new' : 'no change'
  const rate = Math.round(((current - before) / before) * 100)
  return rate === 0 ? 'no change' : `${rate > 0 ? '+' : '−'}${Math.abs(rate)} %`
}

function Download({ table, query }: { table: FigureTable; query: string }) {
  return (
    <a href={`/api/analytics?table=${table}&${query}`} download>
      Download as CSV
    </a>
  )
}

function Section({ title, table, query, children }: { title: string; table: FigureTable; query: string; children: React.ReactNode }) {
  const id = `analytics-${table}`
  return (
    <section aria-labelledby={id} style={{ marginBottom: 'calc(var(--base) * 2)' }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 'var(--base)', flexWrap: 'wrap' }}>
        <h2 id={id}>{title}</h2>
        <Download table={table} query={query} />
      </div>
      {children}
    </section>
  )
}

type Counted = { visits: number; leads: number; conversion: number | null }
const countColumns = [
  { label: 'Visits', value: (row: Counted) => number(row.visits), numeric: true },
  { label: 'Leads', value: (row: Counted) => number(row.leads), numeric: true },
  { label: 'Leads per visit', value: (row: Counted) => percent(row.conversion), numeric: true },
]

const fieldStyle = { display: 'inline-flex', flexDirection: 'column', gap: '0.25rem', marginInlineEnd: 'var(--base)' } as const

/** The periods offered in one click, and a range of any two days (a plain form: it works without script). */
function PeriodChooser({ choice, today }: { choice: PeriodChoice; today: string }) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: 'var(--base)', marginBottom: 'var(--base)' }}>
      <nav aria-label="Period">
        {presets.map((days) =>
          days === choice.preset ? (
            <strong key={days} aria-current="page" style={{ marginInlineEnd: '0.75rem' }}>
              Last {days} days
            </strong>
          ) : (
            <a key={days} href={`/admin/analytics?days=${days}`} style={{ marginInlineEnd: '0.75rem' }}>
              Last {days} days
            </a>
          ),
        )}
      </nav>
      <form method="get" action="/admin/analytics" aria-label="Any range" style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'end' }}>
        <label style={fieldStyle}>
          From
          <input type="date" name="from" required max={today} defaultValue={choice.period.since} />
        </label>
        <label style={fieldStyle}>
          To
          <input type="date" name="to" required max={today} defaultValue={choice.period.until} />
        </label>
        <button type="submit" className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }}>
          Show
        </button>
      </form>
    </div>
  )
}

/**
 * Analytics (issue 26), at /admin/analytics: leads per week by form, leads and visits by source and
 * medium and by campaign, conversion per landing page, over the last 7, 30 or 90 days or any range, beside
 * the period before it, each table also
 * as CSV. Visits are the page views that started a visit (features/visits); a lead counts for its
 * own visit's source, campaign and landing page (features/attribution).
 */
export async function AnalyticsView(view: AdminViewServerProps) {
  const { searchParams, payload } = view
  admitTo(view.initPageResult.req, '/admin/analytics', (user) => allows(user, 'visitCharts', 'read'))
  const choice = await requestedPeriod(payload, searchParams ?? {})
  const figures = await loadFigures(payload, choice.period, choice.zone)
  const { totals, previous } = figures
  const query = queryOf(choice)
  const formSeries = formNames.map((name) => ({ key: name, label: `${forms[name].label}s` }))
  const cards: [string, string, string][] = [
    ['Leads', number(totals.leads), `${number(previous.totals.leads)} before · ${change(totals.leads, previous.totals.leads)}`],
    ['Visits', number(totals.visits), `${number(previous.totals.visits)} before · ${change(totals.visits, previous.totals.visits)}`],
    ['Page views', number(totals.views), `${number(previous.totals.views)} before · ${change(totals.views, previous.totals.views)}`],
    ['Leads per visit', percent(totals.conversion), `${percent(previous.totals.conversion)} before`],
  ]

  return (
    <AdminPage view={view} title="Analytics">
        <PeriodChooser choice={choice} today={choice.today} />
        {choice.problem && (
          <p role="alert" style={{ color: 'var(--theme-error-500)' }}>
            {choice.problem} Showing the last {choice.preset} days instead.
          </p>
        )}
        <p>
          {figures.since} to {figures.until} ({zoneName(choice.zone)} time); “before” is the same number of days just before it, {previous.since} to{' '}
          {previous.until}.
        </p>

        <ul aria-label="Totals" style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))', gap: 'calc(var(--base) / 2)', listStyle: 'none', padding: 0, margin: 'var(--base) 0' }}>
          {cards.map(([label, value, before]) => (
            <li key={label} style={card}>
              <strong style={{ display: 'block', fontSize: '1.75rem' }}>{value}</strong>
              {label}
              <small style={{ display: 'block', color: 'var(--theme-elevation-500)' }}>{before}</small>
            </li>
          ))}
        </ul>
        <p style={{ marginBottom: 'calc(var(--base) * 2)', maxWidth: '48rem' }}>
          A visit is counted when a browser reports the page it landed on; a browser that blocks the report still sends its leads. Leads per visit is
          therefore shown only where at least {fewestVisitsForConversion} visits were counted and the leads do not outnumber them.
        </p>

        <Section title={figureTables.weeks.title} table="weeks" query={query}>
          {figures.leadsPerWeek.length ? <LeadsPerWeekChart weeks={figures.leadsPerWeek} forms={formSeries} /> : <p>No lead in this period yet.</p>}
        </Section>

        <Section title={figureTables.sources.title} table="sources" query={query}>
          <VisitsAndLeadsChart rows={figures.bySource.slice(0, 8).map((row) => ({ label: `${row.source} / ${row.medium}`, visits: row.visits, leads: row.leads }))} />
          <DataTable
            caption={figureTables.sources.title}
            rows={figures.bySource}
            columns={[{ label: 'Source', value: (row: { source: string }) => row.source }, { label: 'Medium', value: (row: { medium: string }) => row.medium }, ...countColumns]}
          />
        </Section>

        <Section title={figureTables.campaigns.title} table="campaigns" query={query}>
          <DataTable
            caption={figureTables.campaigns.title}
            rows={figures.byCampaign}
            columns={[
              { label: 'Campaign', value: (row: { campaign: string }) => row.campaign },
              { label: 'Source / medium', value: (row: { source: string; medium: string }) => `${row.source} / ${row.medium}` },
              ...countColumns,
            ]}
          />
        </Section>

        <Section title={figureTables['landing-pages'].title} table="landing-pages" query={query}>
          <DataTable caption={figureTables['landing-pages'].title} rows={figures.byLandingPage} columns={[{ label: 'Landing page', value: (row: { page: string }) => row.page }, ...countColumns]} />
        </Section>
    </AdminPage>
  )
}
