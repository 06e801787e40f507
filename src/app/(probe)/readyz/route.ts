import { readiness } from '@/features/health/readiness'
import { readinessChecks } from '@/features/health/readinessChecks'

// Asked anew each time: never prerendered, never kept (the page cache skips /readyz, and no-store tells every other cache).
export const dynamic = 'force-dynamic'

/** The readiness probe: 200 when this instance can serve, else 503; the JSON names each part and what failed. */
export async function GET() {
  const report = await readiness(readinessChecks)
  return Response.json(report, { status: report.ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } })
}
