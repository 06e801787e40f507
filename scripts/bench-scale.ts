/**
 * npm run bench:scale: issue 42's budgets. The same site at scale 1 (the demo) and at SCALE times it
 * (default 100), measured in one run and written to docs/benchmarks.md (section `scale`), each
 * figure beside its goal. Each scale is built in a data folder of its own (.scale-data/scale-N):
 * scripts/prepare-db.ts (the demo), scripts/seed-scale.ts (its pages, case studies, posts and
 * pictures N times, two years of visit counts, 10,000 × N audit entries), scripts/seed-leads.ts
 * (1,000 × N leads, 200 × N of them with a CV or profile of their own). Then, on a production
 * build: `npm start` to the first page; pages on a cache miss; the sitemap and the feed; the admin's
 * REST list of each lead kind; the charts over two years; the CSV export of every quote request;
 * the memory of the processes after a crawl of the sitemap; then `npm run backup` and
 * `npm run restore` with the site stopped.
 *
 * Knobs: SCALE (100), BENCH_SCALE_DB=postgres (run under scripts/with-postgres.sh: each scale in the
 * database of DATABASE_URL_TEST, emptied first), BENCH_BUILD=skip (serve the build there is),
 * BENCH_SAMPLES (requests of each page kind, 20), BENCH_PICTURE_SCALE (demo pictures' size, 0.5),
 * BENCH_CRAWL (addresses crawled, all), BENCH_PORT (3300), BENCH_SEED=keep (SQLite: measure again on the
 * data folders a run before seeded, seeding only those that lack one), BENCH_ONLY=streams (only the
 * export, backup and restore, printed as a table). docs/benchmarks.md is written by a run at
 * SCALE 100 only.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { processTree, treeRssMb } from './bench/process-tree.mjs'
import { markBuilt } from './build-stamp.mjs'
import { noTelemetry } from './noTelemetry.mjs'
import { writeReportSection } from './report-section.mjs'
import { firstOk } from './server-process.mjs'
import { forms } from '../src/features/forms/definitions'

const root = path.resolve(import.meta.dirname, '..')
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)
const scale = Number(process.env.SCALE || 100)
const postgres = process.env.BENCH_SCALE_DB === 'postgres'
const samples = Number(process.env.BENCH_SAMPLES || 20)
const crawlLimit = Number(process.env.BENCH_CRAWL || Infinity)
const port = Number(process.env.BENCH_PORT || 3300)
const streamsOnly = process.env.BENCH_ONLY === 'streams'
const origin = `http://localhost:${port}`
const admin = { email: 'bench@example.com', password: `bench-${Date.now()}-${Math.random()}` }
if (postgres && !process.env.DATABASE_URL_TEST) throw new Error('BENCH_SCALE_DB=postgres runs under scripts/with-postgres.sh (DATABASE_URL_TEST)')

const envOf = (at: number): NodeJS.ProcessEnv => ({
  ...process.env,
  ...noTelemetry,
  DATA_DIR: path.join(root, '.scale-data', `scale-${at}`),
  DATABASE_URL: postgres ? process.env.DATABASE_URL_TEST : '',
  SITE_URL: origin,
  PORT: String(port),
  ASTRO_ORIGIN: '',
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
})

function run(env: NodeJS.ProcessEnv, command: string, args: string[]) {
  const { status } = spawnSync(command, args, { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] })
  if (status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${status}`)
}

/** A command's duration and the peak resident memory of its process tree. */
function measured(env: NodeJS.ProcessEnv, command: string, args: string[]): Promise<{ seconds: number; peakMb: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] })
    let peak = 0
    const sampler = setInterval(() => (peak = Math.max(peak, treeRssMb(child.pid!))), 100)
    child.on('exit', (code) => {
      clearInterval(sampler)
      if (code === 0) resolve({ seconds: (performance.now() - started) / 1000, peakMb: peak })
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))
    })
  })
}

function emptyDatabase(env: NodeJS.ProcessEnv) {
  fs.rmSync(env.DATA_DIR!, { recursive: true, force: true })
  fs.mkdirSync(env.DATA_DIR!, { recursive: true })
  if (postgres) run(env, 'psql', ['-q', env.DATABASE_URL!, '-c', 'DROP SCHEMA public CASCADE; CREATE SCHEMA public;'])
}

/** BENCH_SEED=keep measures again on the data a run before seeded (SQLite): its admin gets this run's password. */
const keptData = (env: NodeJS.ProcessEnv) => process.env.BENCH_SEED === 'keep' && !postgres && fs.existsSync(path.join(env.DATA_DIR!, 'site.db'))

function seed(env: NodeJS.ProcessEnv, at: number) {
  const started = performance.now()
  if (keptData(env)) {
    run(env, bin('tsx'), ['scripts/bench/admin-password.ts'])
    return NaN
  }
  emptyDatabase(env)
  run(env, bin('tsx'), ['scripts/prepare-db.ts', '--picture-scale', process.env.BENCH_PICTURE_SCALE || '0.5'])
  run(env, bin('tsx'), ['scripts/seed-scale.ts', '--scale', String(at)])
  run(env, bin('tsx'), ['scripts/seed-leads.ts', '--count', String(1000 * at), '--files', String(200 * at)])
  return (performance.now() - started) / 1000
}

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? NaN
}

/** Milliseconds to the last byte of each request, one at a time. */
async function timed(requests: { url: string; init?: RequestInit }[]) {
  const times: number[] = []
  let status = 0
  for (const { url, init } of requests) {
    const started = performance.now()
    const response = await fetch(url, init)
    await response.arrayBuffer()
    times.push(performance.now() - started)
    status = Math.max(status, response.status)
  }
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), status }
}

/** An editor's cookie passes server.mjs's page cache; a `q` never asked before misses Astro's route cache. */
const missHeaders = { cookie: 'payload-token=bench', 'accept-encoding': 'gzip, br' }
let missCount = 0
const missUrl = (address: string) => `${origin}${address}${address.includes('?') ? '&' : '?'}q=miss-${++missCount}`

/** The copies of a demo address at this scale (`/office-fit-out`, `/office-fit-out-c1`…: scripts/seed-scale.ts), one a sample. */
const copiesOf = (address: string, at: number) => Array.from({ length: samples }, (_, index) => (at > 1 && index % at ? `${address}-c${index % at}` : address))

async function signIn() {
  const response = await fetch(`${origin}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) })
  if (!response.ok) throw new Error(`Sign-in answered ${response.status}`)
  return `JWT ${(await response.json()).token}`
}

/** The addresses /sitemap.xml lists, through the files it names when it is a sitemap index. */
async function sitemapAddresses(): Promise<string[]> {
  const locs = async (address: string) =>
    [...(await (await fetch(`${origin}${address}`)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!.replaceAll('&amp;', '&')).pathname)
  const listed = await locs('/sitemap.xml')
  const files = listed.filter((address) => /^\/sitemap-\d+\.xml$/.test(address))
  return files.length ? (await Promise.all(files.map(locs))).flat() : listed
}

async function pagesOnAMiss(at: number, addresses: string[]) {
  const lastBlogPage = Math.max(1, ...addresses.map((address) => Number(/^\/blog\/page\/(\d+)$/.exec(address)?.[1] ?? 0)))
  const kinds: [string, string[]][] = [
    ['/', Array(samples).fill('/')],
    ['a service page (`/office-fit-out` and its copies)', copiesOf('/office-fit-out', at)],
    ['`/portfolio?sector=healthcare` (a sector\'s first page)', Array(samples).fill('/portfolio?sector=healthcare')],
    ['a case study', copiesOf('/portfolios/arabella-2-mudon-villa-renovation', at)],
    ['`/blog`', Array(samples).fill('/blog')],
    [`the last page of the blog, \`/blog/page/${lastBlogPage}\``, Array(samples).fill(lastBlogPage > 1 ? `/blog/page/${lastBlogPage}` : '/blog')],
    ['a post', copiesOf('/blog/acoustics-open-plan-offices', at)],
    ['`/search?q=kitchen`', Array(samples).fill('/search?q=kitchen')],
  ]
  const rows = []
  for (const [kind, list] of kinds) {
    // The search's own query makes each request a miss: another word each time (any word is searched for).
    const urls = list.map((address) => (address.startsWith('/search') ? `${origin}${address}+miss${++missCount}` : missUrl(address)))
    await timed([{ url: urls[0]!, init: { headers: missHeaders } }]) // the first render of a kind loads its code
    rows.push({ kind, ...(await timed(urls.map((url) => ({ url, init: { headers: missHeaders } })))) })
  }
  return rows
}

async function feeds() {
  const rows = []
  for (const address of ['/sitemap.xml', '/rss.xml']) {
    const first = await timed([{ url: `${origin}${address}` }])
    const response = await fetch(`${origin}${address}`)
    const bytes = (await response.arrayBuffer()).byteLength
    rows.push({ address, ms: first.p50, status: first.status, bytes })
  }
  return rows
}

async function leadLists(token: string) {
  const rows = []
  for (const form of Object.values(forms)) {
    const url = `${origin}/api/${form.collection}?depth=0&limit=10&page=1&sort=-createdAt&where[status][equals]=new`
    const requests = Array.from({ length: samples + 3 }, () => ({ url, init: { headers: { Authorization: token } } }))
    const all = await timed(requests.slice(0, 3))
    rows.push({ collection: form.collection, ...(await timed(requests.slice(3))), warmStatus: all.status })
  }
  return rows
}

async function charts(token: string) {
  const until = new Date().toISOString().slice(0, 10)
  const since = new Date(Date.now() - 730 * 86_400_000).toISOString().slice(0, 10)
  const url = `${origin}/api/analytics?table=sources&from=${since}&to=${until}`
  return timed(Array.from({ length: 5 }, () => ({ url, init: { headers: { Authorization: token } } })))
}

/** The CSV of every quote request, as the list's Export asks for it: time, and the site's peak memory meanwhile. */
async function exportAll(token: string, sitePid: number) {
  const data = { name: 'bench', collectionSlug: 'quote-requests', format: 'csv', sort: '-createdAt', selectionToUse: 'all', drafts: 'yes', where: {} }
  const before = treeRssMb(sitePid)
  let peak = before
  const sampler = setInterval(() => (peak = Math.max(peak, treeRssMb(sitePid))), 100)
  const started = performance.now()
  const response = await fetch(`${origin}/api/exports/download`, { method: 'POST', headers: { Authorization: token, 'content-type': 'application/json' }, body: JSON.stringify({ data }) })
  const csv = await response.text()
  const ms = performance.now() - started
  clearInterval(sampler)
  return { ms, status: response.status, rows: csv.split('\n').filter(Boolean).length - 1, peakMb: peak, aboveMb: peak - before }
}

/** Every address of the sitemap (or the first BENCH_CRAWL), four at a time, then the memory once idle. */
async function crawl(addresses: string[], sitePid: number) {
  const list = addresses.slice(0, crawlLimit)
  let next = 0
  let failed = 0
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < list.length) {
        const response = await fetch(`${origin}${list[next++]}`, { headers: { 'accept-encoding': 'gzip, br' } }).catch(() => undefined)
        if (!response?.ok) failed++
        await response?.arrayBuffer()
      }
    }),
  )
  // The server collects its garbage once idle for five seconds (src/server/collectWhenIdle.ts).
  await new Promise((resolve) => setTimeout(resolve, 10_000))
  const tree = processTree(sitePid)
  return { crawled: list.length, failed, totalMb: tree.reduce((sum, { rssMb }) => sum + rssMb, 0), processes: tree.length }
}

/** `npm run backup` and `npm run restore`, the site stopped: time and peak memory. */
async function backupAndRestore(env: NodeJS.ProcessEnv, at: number) {
  console.log(`Scale ${at}: backup and restore...`)
  const archive = path.join(root, '.scale-data', `backup-${at}.tar.gz`)
  fs.rmSync(archive, { force: true })
  const backup = await measured(env, bin('tsx'), ['scripts/backup.ts', archive])
  const restore = await measured(env, bin('tsx'), ['scripts/restore.ts', archive, '--force'])
  return { backup, restore, archiveMb: fs.statSync(archive).size / 1024 ** 2 }
}

async function measureScale(at: number) {
  const env = envOf(at)
  console.log(`Scale ${at}: seeding...`)
  const seedSeconds = seed(env, at)
  markBuilt(env)
  console.log(`Scale ${at}: npm start...`)
  const startedAt = performance.now()
  const site = spawn('npm', ['start'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'], detached: true })
  const sitePid = site.pid!
  const stop = () => {
    try {
      process.kill(-sitePid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  process.on('exit', stop)
  try {
    const startMs = await firstOk(`${origin}/`, startedAt, 20 * 60_000)
    if (streamsOnly) {
      const exported = await exportAll(await signIn(), sitePid)
      stop()
      await new Promise((resolve) => site.once('exit', resolve))
      return { at, exported, ...(await backupAndRestore(env, at)) }
    }
    // Their first request renders them: before anything else asks for them.
    const feedRows = await feeds()
    const addresses = await sitemapAddresses()
    console.log(`Scale ${at}: ${addresses.length} addresses in the sitemap; pages on a miss...`)
    const pages = await pagesOnAMiss(at, addresses)
    const token = await signIn()
    console.log(`Scale ${at}: lead lists, charts, export...`)
    const lists = await leadLists(token)
    const chart = await charts(token)
    const exported = await exportAll(token, sitePid)
    console.log(`Scale ${at}: crawling the sitemap...`)
    const memory = await crawl(addresses, sitePid)
    stop()
    await new Promise((resolve) => site.once('exit', resolve))
    return { at, seedSeconds, startMs, sitemapAddresses: addresses.length, pages, feedRows, lists, chart, exported, memory, ...(await backupAndRestore(env, at)) }
  } finally {
    stop()
    process.off('exit', stop)
  }
}

if (process.env.BENCH_BUILD !== 'skip') {
  console.log('Building (scripts/build.mjs)...')
  run(envOf(1), process.execPath, ['scripts/build.mjs'])
}
if (streamsOnly) {
  const [small, large] = [await measureScale(1), await measureScale(scale)]
  const row = (name: string, one: number, many: number) => `| ${name} | ${one.toFixed(0)} MB | ${many.toFixed(0)} MB | ${(many - one).toFixed(0)} MB |`
  console.log(`| Peak memory | Scale 1 | Scale ${scale} | More |\n|---|---|---|---|
${row(`CSV export (the site, both processes; ${small.exported.rows} and ${large.exported.rows} rows in ${small.exported.ms.toFixed(0)} and ${large.exported.ms.toFixed(0)} ms)`, small.exported.peakMb, large.exported.peakMb)}
${row('CSV export: above the site before it', small.exported.aboveMb, large.exported.aboveMb)}
${row(`npm run backup (${small.backup.seconds.toFixed(1)} s and ${large.backup.seconds.toFixed(1)} s)`, small.backup.peakMb, large.backup.peakMb)}
${row(`npm run restore (${small.restore.seconds.toFixed(1)} s and ${large.restore.seconds.toFixed(1)} s)`, small.restore.peakMb, large.restore.peakMb)}`)
  process.exit(0)
}
const small = (await measureScale(1)) as Extract<Awaited<ReturnType<typeof measureScale>>, { pages: unknown }>
const large = (await measureScale(scale)) as typeof small

const fmt = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a')
const met = (ok: boolean) => (ok ? 'yes' : '**no**')
const ms = (value: number) => `${fmt(value)} ms`
const database = postgres ? 'PostgreSQL' : 'SQLite'

const pageRows = small.pages
  .map((row, index) => {
    const big = large.pages[index]!
    return `| ${row.kind} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(big.p50)} | ${ms(big.p95)} | ${fmt(big.p95 / row.p95, 2)}x: ${met(big.p95 <= 1.5 * row.p95 && big.status === 200)} |`
  })
  .join('\n')
const feedRows = small.feedRows
  .map((row, index) => {
    const big = large.feedRows[index]!
    return `| \`${row.address}\` | ${ms(row.ms)} | ${ms(big.ms)}, ${fmt(big.bytes / 1024 ** 2, 1)} MB | ${met(big.ms <= 1000 && big.status === 200)} |`
  })
  .join('\n')
const listRows = small.lists
  .map((row, index) => {
    const big = large.lists[index]!
    return `| \`${row.collection}\` | ${ms(row.p95)} | ${ms(big.p50)} | ${ms(big.p95)} | ${met(big.p95 < 300 && big.status === 200)} |`
  })
  .join('\n')

const section = `## At ${scale} times the demo (issue 42), ${database}

Measured by \`npm run bench:scale\` on ${new Date().toISOString().slice(0, 10)} (${os.cpus().length} cores, Node ${process.version}), ${database}: scale 1 (the demo, 1,000 leads)
and scale ${scale} (its pages, case studies, posts and pictures ${scale} times over in both languages, ${(1000 * scale).toLocaleString('en')} leads,
${(200 * scale).toLocaleString('en')} of them with a CV or profile of their own, two years of visit counts, ${(10_000 * scale).toLocaleString('en')} audit entries) in the same run.
Seeding took ${fmt(small.seedSeconds)} s and ${fmt(large.seedSeconds)} s. The sitemap lists ${small.sitemapAddresses} and ${large.sitemapAddresses} addresses.

A page on a cache miss: ${samples} requests of each, one at a time, each past server.mjs's page cache (an editor's cookie) and
Astro's route cache (a search parameter not asked before); a page with copies asks for another copy each time.

| Page | Scale 1 p50 | Scale 1 p95 | Scale ${scale} p50 | Scale ${scale} p95 | Goal: p95 at most 1.5x |
|---|---|---|---|---|---|
${pageRows}

| Feed (first request) | Scale 1 | Scale ${scale} | Goal: within 1 s |
|---|---|---|---|
${feedRows}

The admin's REST list of each lead kind (\`?depth=0&limit=10&sort=-createdAt&where[status][equals]=new\`), signed in as an owner:

| Leads | Scale 1 p95 | Scale ${scale} p50 | Scale ${scale} p95 | Goal: under 300 ms |
|---|---|---|---|---|
${listRows}

| Figure | Scale 1 | Scale ${scale} | Goal |
|---|---|---|---|
| The charts over two years (\`/api/analytics?table=sources\`), p95 | ${ms(small.chart.p95)} | ${ms(large.chart.p95)} | under 300 ms: ${met(large.chart.p95 < 300)} |
| CSV export of every quote request: time | ${ms(small.exported.ms)} (${small.exported.rows} rows) | ${ms(large.exported.ms)} (${large.exported.rows} rows) | reported |
| CSV export: the site's peak memory (both processes) | ${fmt(small.exported.peakMb)} MB | ${fmt(large.exported.peakMb)} MB | at most 50 MB above scale 1: ${met(large.exported.peakMb - small.exported.peakMb <= 50)} |
| \`npm run backup\`: time, archive | ${fmt(small.backup.seconds, 1)} s, ${fmt(small.archiveMb)} MB | ${fmt(large.backup.seconds, 1)} s, ${fmt(large.archiveMb)} MB | reported |
| \`npm run backup\`: peak memory | ${fmt(small.backup.peakMb)} MB | ${fmt(large.backup.peakMb)} MB | at most 50 MB above scale 1: ${met(large.backup.peakMb - small.backup.peakMb <= 50)} |
| \`npm run restore\`: time | ${fmt(small.restore.seconds, 1)} s | ${fmt(large.restore.seconds, 1)} s | reported |
| \`npm run restore\`: peak memory | ${fmt(small.restore.peakMb)} MB | ${fmt(large.restore.peakMb)} MB | at most 50 MB above scale 1: ${met(large.restore.peakMb - small.restore.peakMb <= 50)} |
| \`npm start\` (built) to the first page | ${ms(small.startMs)} | ${ms(large.startMs)} | at most 1.5x: ${met(large.startMs <= 1.5 * small.startMs)} |
| Memory of the processes after crawling the sitemap (${large.memory.crawled} addresses at scale ${scale}, ${large.memory.failed} failed) | ${fmt(small.memory.totalMb)} MB | ${fmt(large.memory.totalMb)} MB in ${large.memory.processes} processes | under 400 MB: ${met(large.memory.totalMb < 400)} |
`
console.log(section)
if (scale === 100 && crawlLimit === Infinity) writeReportSection(`scale-${postgres ? 'postgres' : 'sqlite'}`, section)
else console.log('A smaller run (SCALE or BENCH_CRAWL): docs/benchmarks.md left as it is.')
process.exit(0)
