import { allows } from '@/cms/access'
import { toCsv, type FigureTable, figureTables } from '@/features/analytics/csv'
import { loadFigures, requestedPeriod } from '@/features/analytics/server/loadFigures'
import { payloadClient } from '@/features/site/payload'

/** GET /api/analytics?table=sources&days=30 (or &from=…&to=…): one of the dashboard's tables as CSV, for those who may read the charts. */
export async function GET(request: Request) {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return Response.json({ error: 'Sign in to download the figures.' }, { status: 401, headers: { 'Cache-Control': 'no-store' } })
  if (!allows(user, 'visitCharts', 'read')) return Response.json({ error: 'Your role does not show the figures.' }, { status: 403, headers: { 'Cache-Control': 'no-store' } })
  const query = new URL(request.url).searchParams
  const table = query.get('table') as FigureTable
  if (!(table in figureTables)) return Response.json({ error: `No such table: choose ${Object.keys(figureTables).join(', ')}.` }, { status: 400 })
  const choice = await requestedPeriod(payload, Object.fromEntries(query))
  if (choice.problem) return Response.json({ error: choice.problem }, { status: 400, headers: { 'Cache-Control': 'no-store' } })
  const figures = await loadFigures(payload, choice.period, choice.zone)
  return new Response(`\ufeff${toCsv(figureTables[table].rows(figures))}`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${table}-${figures.since}-to-${figures.until}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
