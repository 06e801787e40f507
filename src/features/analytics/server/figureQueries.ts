import type { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { databaseSql } from '@/cms/database'
import { usesPostgres } from '@/cms/env'
import { type OffsetSpan, offsetSpans } from '@/features/companyTime/zoneOffsets'
import { forms, formNames, type FormName } from '@/features/forms/definitions'
import type { LeadDay, LeadGroup, PageViews, SourceVisits } from '../figures'
import { addDays, type Period } from '../period'

/*
 * The dashboard's sums, added up by the database (issue 42): a few rows per day, form, source,
 * campaign or page come back, however many leads and view counts there are. The same SQL runs on
 * SQLite and PostgreSQL but for two expressions, the company day of a time and the path of an
 * address, which each says in its own words. Lead tables are filtered on `created_at` (indexed)
 * with a day's margin each side, then on the lead's company day exactly.
 */

type Row = Record<string, unknown>
type Sql = typeof sqliteSql
type Query = ReturnType<Sql>
type Drizzle = { execute?: (query: Query) => Promise<{ rows: Row[] }>; all?: (query: Query) => Promise<Row[]> }

const sql = () => databaseSql() as unknown as Sql

async function rowsOf(payload: Payload, query: Query): Promise<Row[]> {
  const { drizzle } = payload.db as unknown as { drizzle: Drizzle }
  return drizzle.execute ? (await drizzle.execute(query)).rows : drizzle.all!(query)
}

/** The table of a collection, as the adapter names it. */
// internals: adapter-tables
function tableOf(payload: Payload, collection: string) {
  const { tableNameMap } = payload.db as unknown as { tableNameMap: Map<string, string> }
  const name = collection.replaceAll('-', '_')
  return sql().identifier(tableNameMap.get(name) ?? name)
}

const iso = (time: number) => new Date(time).toISOString()

/**
 * The company day (YYYY-MM-DD) of `created_at`: the time moved by the zone's offset, which changes
 * at each change of its clocks within the span (a CASE of the spans' start times, none in Dubai).
 * The values are ours (whole seconds, ISO times): written into the SQL, which then has no parameter
 * to number apart where it appears twice.
 */
function companyDayOf(spans: OffsetSpan[], postgres: boolean): string {
  const column = '"created_at"'
  const shift = ({ seconds }: OffsetSpan) => (postgres ? `interval '${seconds} seconds'` : `'${seconds < 0 ? '' : '+'}${seconds} seconds'`)
  const shifted =
    spans.length === 1
      ? shift(spans[0]!)
      : `CASE ${spans
          .slice(1)
          .map((span, index) => `WHEN ${column} < '${iso(span.since)}' THEN ${shift(spans[index]!)}`)
          .join(' ')} ELSE ${shift(spans.at(-1)!)} END`
  return postgres ? `to_char((${column} AT TIME ZONE 'UTC') + ${shifted}, 'YYYY-MM-DD')` : `date(${column}, ${shifted})`
}

/** The path of the lead's landing page, without its query: '/' for a bare query, null for none. */
function landingPathOf(postgres: boolean): string {
  const page = '"landing_page"'
  const path = postgres ? `split_part(${page}, '?', 1)` : `substr(${page}, 1, instr(${page} || '?', '?') - 1)`
  return `CASE WHEN ${page} IS NULL OR ${page} = '' THEN NULL WHEN ${path} = '' THEN '/' ELSE ${path} END`
}

const text = (value: unknown) => (value === null || value === undefined ? undefined : String(value))

/** The company days of `span`'s leads, with their margin in UTC and the zone's offsets over it. */
function leadWindow(span: Period, zone: string) {
  const from = Date.parse(`${addDays(span.since, -1)}T00:00:00Z`)
  const until = Date.parse(`${addDays(span.until, 2)}T00:00:00Z`)
  return { from: iso(from), until: iso(until), day: companyDayOf(offsetSpans(zone, from, until), usesPostgres()) }
}

/** A lead table's rows of the window's company days from `since` to `until`, spam left out. */
function leadsWithin(sql: Sql, window: ReturnType<typeof leadWindow>, { since, until }: Period) {
  return sql`"created_at" >= ${window.from} AND "created_at" < ${window.until} AND "spam" IS NOT TRUE AND ${sql.raw(window.day)} BETWEEN ${since} AND ${until}`
}

/** Each form's leads per company day of `span` (a row per day and form that had any). */
export async function leadDays(payload: Payload, span: Period, zone: string): Promise<LeadDay[]> {
  const q = sql()
  const window = leadWindow(span, zone)
  const perForm = await Promise.all(
    formNames.map(async (form: FormName) => {
      const rows = await rowsOf(
        payload,
        q`SELECT ${q.raw(window.day)} AS "day", count(*) AS "leads" FROM ${tableOf(payload, forms[form].collection)} WHERE ${leadsWithin(q, window, span)} GROUP BY 1`,
      )
      return rows.map((row) => ({ day: String(row.day), form, leads: Number(row.leads) }))
    }),
  )
  return perForm.flat()
}

/** The leads of `period` of all forms, grouped by where their visit came from and the path it landed on. */
export async function leadGroups(payload: Payload, period: Period, zone: string): Promise<LeadGroup[]> {
  const q = sql()
  const window = leadWindow(period, zone)
  const path = q.raw(landingPathOf(usesPostgres()))
  const perForm = await Promise.all(
    formNames.map((form) =>
      rowsOf(
        payload,
        q`SELECT "utm_source", "referrer", "utm_medium", "utm_campaign", ${path} AS "landing_path", count(*) AS "leads"
          FROM ${tableOf(payload, forms[form].collection)} WHERE ${leadsWithin(q, window, period)} GROUP BY 1, 2, 3, 4, 5`,
      ),
    ),
  )
  return perForm.flat().map((row) => ({
    utmSource: text(row.utm_source),
    referrer: text(row.referrer),
    utmMedium: text(row.utm_medium),
    utmCampaign: text(row.utm_campaign),
    landingPath: text(row.landing_path) ?? null,
    leads: Number(row.leads),
  }))
}

const viewsWithin = (q: Sql, { since, until }: Period) => q`"day" >= ${since} AND "day" <= ${until}`

/** The views and landings of each page over `period`. */
export async function pageViews(payload: Payload, period: Period): Promise<PageViews[]> {
  const q = sql()
  const rows = await rowsOf(
    payload,
    q`SELECT "page", sum("views") AS "views", sum("landings") AS "landings" FROM ${tableOf(payload, 'view-counts')} WHERE ${viewsWithin(q, period)} GROUP BY "page"`,
  )
  return rows.map((row) => ({ page: String(row.page), views: Number(row.views), landings: Number(row.landings) }))
}

/** The visits of `period` by source, medium and campaign. */
export async function sourceVisits(payload: Payload, period: Period): Promise<SourceVisits[]> {
  const q = sql()
  const rows = await rowsOf(
    payload,
    q`SELECT "source", "medium", "campaign", sum("landings") AS "landings" FROM ${tableOf(payload, 'view-counts')}
      WHERE ${viewsWithin(q, period)} AND "landings" > 0 GROUP BY "source", "medium", "campaign"`,
  )
  return rows.map((row) => ({ source: String(row.source), medium: String(row.medium), campaign: String(row.campaign), landings: Number(row.landings) }))
}

/** All views and landings of `period`. */
export async function viewTotals(payload: Payload, period: Period): Promise<{ views: number; landings: number }> {
  const q = sql()
  const [row] = await rowsOf(payload, q`SELECT sum("views") AS "views", sum("landings") AS "landings" FROM ${tableOf(payload, 'view-counts')} WHERE ${viewsWithin(q, period)}`)
  return { views: Number(row?.views ?? 0), landings: Number(row?.landings ?? 0) }
}
