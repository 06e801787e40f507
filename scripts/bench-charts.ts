/**
 * The analytics charts' query time as the data grows (issue 42), without the rest of the scale
 * benchmark: `tsx scripts/bench-charts.ts` builds, for each scale of CHARTS_SCALES (default `1,10`),
 * a database of its own in .scale-data/charts-N (charts-N-postgres) holding 1,000 × N leads across the six forms
 * (scripts/seed-leads.ts, back over two years) and two years of view counts (10 × N rows a day over
 * 150 × N pages, as scripts/seed-scale.ts spreads them), then times loadFigures over the last two
 * years and over the last 30 days (5 runs each after one warm-up): milliseconds, p50 and p95, and the
 * processor time of the process (SQLite's queries run in it, PostgreSQL's do not). CHARTS_SEED=skip
 * times the databases there are; CHARTS_BEFORE=folder times another copy of src/features/analytics
 * too (an earlier commit's), on the same data. On PostgreSQL: run it under
 * scripts/with-postgres.sh with BENCH_SCALE_DB=postgres (each scale in DATABASE_URL_TEST, emptied first).
 * `--seed N` and `--measure` are its own steps, run in a process of their own for each scale.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

const { values: options } = parseArgs({ options: { seed: { type: 'string' }, measure: { type: 'boolean', default: false } } })
const root = path.resolve(import.meta.dirname, '..')
const postgres = process.env.BENCH_SCALE_DB === 'postgres'

async function openPayload() {
  process.env.JOBS_AUTORUN = 'false'
  await import('lexical') // see prepare-db.ts: Node 20's module loader
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('../src/cms/payload.config')])
  return getPayload({ config })
}

/** Migrations, then two years of view counts: 10 × `scale` rows a day. */
async function seed(scale: number) {
  const payload = await openPayload()
  const { migrations } = await import('../src/migrations')
  await payload.db.migrate({ migrations: migrations() })
  const { adapterTables } = await import('./bench/tables')
  const { twoYears, viewCountsOfDay } = await import('./bench/viewCounts')
  const db = await adapterTables(payload)
  const shape = db.shape('view_counts')
  const pages = Array.from({ length: 150 * scale }, (_, index) => (index ? `/page-${index}` : '/'))
  const now = new Date().toISOString()
  const rows = Array.from({ length: twoYears }, (_, daysAgo) => viewCountsOfDay(pages, 10 * scale, daysAgo, now).map((row) => db.rowOf(shape, row))).flat()
  await db.transaction((into) => db.insert(shape, rows, into))
  await db.followIds(shape)
  console.log(`${rows.length} view counts`)
  await payload.destroy()
}

const percentile = (values: number[], share: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(share * values.length) - 1)]!

/** loadFigures over two years and over 30 days: milliseconds, p50 and p95 of 5 runs after a warm-up. */
async function measure() {
  const payload = await openPayload()
  const { loadFigures } = (await import(process.env.CHARTS_CODE ? path.resolve(process.env.CHARTS_CODE, 'server/loadFigures.ts') : '../src/features/analytics/server/loadFigures')) as typeof import('../src/features/analytics/server/loadFigures')
  const { companyDay } = await import('../src/features/visits/server/companyDay')
  const zone = 'Asia/Dubai'
  const until = companyDay(new Date(), zone)
  const result: Record<string, { p50: number; p95: number; cpuP50: number; leads: number; visits: number }> = {}
  for (const [name, days] of [['two years', 730], ['30 days', 29]] as const) {
    const period = { since: companyDay(new Date(Date.now() - days * 86_400_000), zone), until }
    const figures = await loadFigures(payload, period, zone)
    const times: number[] = []
    // This process's processor time: SQLite's work too (it runs in the process), not PostgreSQL's.
    const cpu: number[] = []
    for (let run = 0; run < 5; run++) {
      const started = performance.now()
      const cpuBefore = process.cpuUsage()
      await loadFigures(payload, period, zone)
      const { user, system } = process.cpuUsage(cpuBefore)
      times.push(performance.now() - started)
      cpu.push((user + system) / 1000)
    }
    const round = (value: number) => Math.round(value)
    result[name] = { p50: round(percentile(times, 0.5)), p95: round(percentile(times, 0.95)), cpuP50: round(percentile(cpu, 0.5)), leads: figures.totals.leads, visits: figures.totals.visits }
  }
  console.log(JSON.stringify(result))
  await payload.destroy()
}

function run(env: NodeJS.ProcessEnv, args: string[]) {
  const { status, stdout } = spawnSync(path.join(root, 'node_modules/.bin/tsx'), args, { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' })
  if (status !== 0) throw new Error(`tsx ${args.join(' ')} exited with ${status}: ${stdout}`)
  return stdout
}

async function main() {
  if (postgres && !process.env.DATABASE_URL_TEST) throw new Error('BENCH_SCALE_DB=postgres runs under scripts/with-postgres.sh (DATABASE_URL_TEST)')
  const scales = (process.env.CHARTS_SCALES || '1,10').split(',').map(Number)
  for (const scale of scales) {
    const env = { ...process.env, DATA_DIR: path.join(root, '.scale-data', `charts-${scale}${postgres ? '-postgres' : ''}`), DATABASE_URL: postgres ? process.env.DATABASE_URL_TEST : '' }
    if (process.env.CHARTS_SEED !== 'skip') {
      fs.rmSync(env.DATA_DIR, { recursive: true, force: true })
      fs.mkdirSync(env.DATA_DIR, { recursive: true })
      if (postgres) spawnSync('psql', ['-q', env.DATABASE_URL!, '-c', 'DROP SCHEMA public CASCADE; CREATE SCHEMA public;'], { stdio: 'inherit' })
      run(env, ['scripts/bench-charts.ts', '--seed', String(scale)])
      run(env, ['scripts/seed-leads.ts', '--count', String(1000 * scale)])
    }
    // CHARTS_BEFORE: a copy of an earlier analytics folder, timed on the same data after this one.
    for (const code of ['', ...(process.env.CHARTS_BEFORE ? [process.env.CHARTS_BEFORE] : [])]) {
      const figures = JSON.parse(run({ ...env, CHARTS_CODE: code }, ['scripts/bench-charts.ts', '--measure']).trim().split('\n').pop()!)
      console.log(`${postgres ? 'PostgreSQL' : 'SQLite'}, scale ${scale} (${1000 * scale} leads, ${7310 * scale} view counts)${code ? `, ${code}` : ''}: ${JSON.stringify(figures)}`)
    }
  }
}

if (options.seed) await seed(Number(options.seed))
else if (options.measure) await measure()
else await main()
process.exit(0)

export {}
