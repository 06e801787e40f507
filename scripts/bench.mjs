/**
 * npm run bench: the speed and memory budgets of issue 15, measured on this machine and written to
 * docs/benchmarks.md. On a production build with the demo content (SQLite): Lighthouse 13 on one
 * page of every public template (median of three runs, scripts/lighthouse.mjs), each page's HTML
 * and the share of it that is the inlined RSC payload, req/s and p99 latency of every page beside
 * /healthz (autocannon, 20 connections, compressed as browsers ask), the lead POST, the server's
 * memory after all that, the cold build and the start.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'

import { lighthouseReport } from './lighthouse.mjs'
import { keptSections } from './report-section.mjs'
import { firstOk, formHeaders, startServer } from './server-process.mjs'

const root = path.resolve(import.meta.dirname, '..')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
const port = Number(process.env.BENCH_PORT || 3200)
const origin = `http://localhost:${port}`
/** One page of every public template (issue 15's list). */
const pages = [
  '/',
  '/services',
  '/office-fit-out',
  '/portfolio',
  '/portfolios/arabella-2-mudon-villa-renovation',
  '/blog',
  '/blog/acoustics-open-plan-offices',
  '/about-us',
  '/career',
  '/contact',
  '/our-clients',
  '/no-such-page',
  '/search?q=kitchen',
]
/** The figures of the last bench before issue 15's work (commit 9531668, Lighthouse 12, one run, no compression asked). */
const before = {
  '/': { performance: 94, lcpMs: 3021, tbtMs: 44, htmlKb: 225.9, ratio: 0.25 },
  '/office-fit-out': { performance: 94, lcpMs: 3092, tbtMs: 48, htmlKb: 143.5, ratio: 0.3 },
  '/portfolio': { performance: 95, lcpMs: 2759, tbtMs: 139 },
  '/portfolios/arabella-2-mudon-villa-renovation': { performance: 93, lcpMs: 3087, tbtMs: 135 },
  '/blog': { performance: 99, lcpMs: 2269, tbtMs: 43, ratio: 0.33 },
  '/blog/acoustics-open-plan-offices': { performance: 96, lcpMs: 2759, tbtMs: 48, ratio: 0.33 },
  '/about-us': { performance: 97, lcpMs: 2448, tbtMs: 67 },
  '/career': { performance: 98, lcpMs: 2378, tbtMs: 43, htmlKb: 137.3 },
  '/contact': { performance: 93, lcpMs: 3018, tbtMs: 130, htmlKb: 92.8 },
}
const baseline = '/healthz'
const seconds = Number(process.env.BENCH_SECONDS || 10)
const admin = { email: 'bench@example.com', password: `bench-${Date.now()}-${Math.random()}` }
const env = {
  ...process.env,
  DATA_DIR: path.join(root, '.bench-data'),
  SITE_URL: origin,
  NEXT_TELEMETRY_DISABLED: '1',
  DATABASE_URL: '',
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  // The lead benchmark sends thousands of quotes from one client.
  FORM_RATE_LIMIT: '100000000',
}

/** Resident memory of a process and all its descendants, in MB (from /proc). */
function treeRssMb(pid) {
  const children = new Map()
  const rss = new Map()
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const parent = Number(fields[1])
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)])
      rss.set(Number(entry), Number(fields[21]) * 4096)
    } catch {
      // the process ended while we looked
    }
  }
  let total = 0
  const stack = [pid]
  while (stack.length) {
    const current = stack.pop()
    total += rss.get(current) ?? 0
    stack.push(...(children.get(current) ?? []))
  }
  return total / 1024 / 1024
}

function runAndMeasure(command, args) {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] })
    let peak = 0
    const sampler = setInterval(() => (peak = Math.max(peak, treeRssMb(child.pid))), 200)
    child.on('exit', (code) => {
      clearInterval(sampler)
      if (code === 0) resolve({ seconds: (performance.now() - started) / 1000, peakMb: peak })
      else reject(new Error(`${command} exited with ${code}`))
    })
  })
}

/** A load run as browsers send it: 20 connections asking for compressed answers. */
const load = (url, { duration = seconds, headers = {}, ...options } = {}) =>
  new Promise((resolve, reject) =>
    autocannon({ url, connections: 20, duration, headers: { 'accept-encoding': 'gzip, br', ...headers }, ...options }, (error, result) =>
      error
        ? reject(error)
        : resolve({
            rps: result.requests.average,
            p99: result.latency.p99,
            errors: result.non2xx + result.errors,
            ok: result['2xx'],
          }),
    ),
  )

/**
 * A request to the site that may safely be sent twice. The server closes a connection idle for 5 s
 * (Node's keep-alive timeout), and one reused just as it closes fails: it is sent again once.
 */
const send = (address, init) => fetch(`${origin}${address}`, init).catch(() => fetch(`${origin}${address}`, init))
const get = (address, headers = {}) => send(address, { headers })

/** POST /api/get-quote with valid quotes, as a page of the site sends them. */
async function loadQuotes() {
  const tokenResponse = await get('/api/form-token', { 'X-Requested-With': 'XMLHttpRequest' })
  const { token } = await tokenResponse.json()
  const body = JSON.stringify({
    name: 'Bench Mark',
    phone: '+971 50 123 4567',
    email: 'bench@example.com',
    work_type: 'Fit Out',
    project_category: 'Commercial',
    message: 'A benchmark quote request.',
    token,
  })
  return load(`${origin}/api/get-quote`, {
    method: 'POST',
    body,
    headers: formHeaders(origin, token),
  })
}

async function storedQuotes() {
  const login = await send('/api/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  })
  const { token } = await login.json()
  const response = await get('/api/quote-requests?limit=1&depth=0', { Authorization: `JWT ${token}` })
  return (await response.json()).totalDocs
}

console.log('Seeding the benchmark database...')
fs.rmSync(env.DATA_DIR, { recursive: true, force: true })
const seeded = spawnSync(bin('tsx'), ['scripts/prepare-db.ts'], { cwd: root, env, stdio: 'inherit' })
if (seeded.status !== 0) throw new Error(`Seeding failed: ${seeded.error ?? seeded.status}`)

console.log('Cold build...')
fs.rmSync(path.join(root, '.next'), { recursive: true, force: true })
const build = await runAndMeasure(bin('next'), ['build'])

console.log('Starting the server...')
const startedAt = performance.now()
const server = startServer(env, port)
// The server runs in a process group of its own: it must not outlive a run that fails.
process.on('exit', () => {
  try {
    process.kill(-server.pid, 'SIGTERM')
  } catch {
    // already gone
  }
})
const startupMs = await firstOk(`${origin}/`, startedAt)

/** A page's HTML as served, and the part of it that is the RSC payload Next inlines for hydration. */
async function weigh(page) {
  const html = await (await get(page, { 'accept-encoding': 'identity' })).text()
  const payload = [...html.matchAll(/<script>self\.__next_f\.push\([\s\S]*?<\/script>/g)].reduce((sum, [script]) => sum + Buffer.byteLength(script), 0)
  return { bytes: Buffer.byteLength(html), payload }
}

console.log('Lighthouse...')
const [framework, ...audits] = lighthouseReport(origin, [baseline, ...pages], 3)

const weights = new Map()
for (const page of pages) weights.set(page, await weigh(page))

const rows = []
for (const page of pages) {
  await load(`${origin}${page}`, { duration: 2 }) // warm-up
  const base = await load(`${origin}${baseline}`)
  const measured = await load(`${origin}${page}`)
  rows.push({ page, base, measured, ratio: measured.rps / base.rps })
  console.log(page, Math.round(measured.rps), 'req/s vs', Math.round(base.rps), 'baseline')
}
console.log('POST /api/get-quote...')
const quotesBefore = await storedQuotes()
const quotes = await loadQuotes()
const quotesStored = (await storedQuotes()) - quotesBefore
console.log(Math.round(quotes.rps), 'quotes/s,', quotes.ok, 'answered 2xx,', quotesStored, 'stored')

const rssRightAfterMb = treeRssMb(server.pid)
// The server collects its garbage once it has been idle for five seconds (src/server/collectWhenIdle.mjs).
await new Promise((resolve) => setTimeout(resolve, 10_000))
const rssAfterMb = treeRssMb(server.pid)
server.kill('SIGTERM')

/** A figure for the report; a measure Lighthouse could not take (a page with no LCP, say) reads 'n/a'. */
const fmt = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a')
const kb = (bytes) => `${fmt(bytes / 1024, 1)} KB`
const was = (page, key, unit = '') => (before[page]?.[key] === undefined ? '' : ` (was ${before[page][key]}${unit})`)
const met = (ok) => (ok ? 'yes' : '**no**')
const scriptAbove = (audit) => audit.scriptBytes - framework.scriptBytes

const report = `# Benchmarks

Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}, on this project's machine
(${os.cpus().length} cores, ${fmt(os.totalmem() / 1024 ** 3)} GB, Node ${process.version}). Production build,
SQLite with the demo content, server and load generator on the same machine. "Was" is the figure
of the last bench before issue 15 (commit 9531668: Lighthouse 12, one run, loads without compression).

| Figure | Value | Goal |
|---|---|---|
| Cold \`next build\` | ${fmt(build.seconds, 1)} s | |
| Peak memory of the build (whole process tree) | ${fmt(build.peakMb)} MB | |
| \`node server.mjs\` to the first 200 on / | ${fmt(startupMs)} ms | |
| Server memory (RSS, process tree) right after the last load run | ${fmt(rssRightAfterMb)} MB (was 684 MB) | |
| Server memory (RSS, process tree) 10 s after the load runs, once it has collected its garbage | ${fmt(rssAfterMb)} MB | under 300 MB: ${met(rssAfterMb < 300)} |

## Lighthouse

Lighthouse ${audits[0]?.lighthouseVersion} (its defaults: mobile emulation, simulated throttling) with Debian's Chromium,
the median of ${audits[0]?.runs} runs of each page, before the load runs.
"JS above the framework" is the gzipped JavaScript a page loads before any interaction minus
what \`${baseline}\` (no site code) loads: ${kb(framework.scriptBytes)}.

| Page | Performance | Accessibility | Best Practices | SEO | LCP | TBT | CLS | JS above the framework | Goals met |
|---|---|---|---|---|---|---|---|---|---|
${audits
  .map((audit) => {
    if (!Number.isFinite(audit.lcpMs)) return `| \`${audit.path}\` | not audited: Lighthouse reports no scores for a page answered with an error (404) | | | | | | | | |`
    const goals = Object.values(audit.scores).every((score) => score === 100) && audit.lcpMs <= 1200 && audit.tbtMs <= 50 && scriptAbove(audit) <= 15 * 1024
    return `| \`${audit.path}\` | ${audit.scores.performance}${was(audit.path, 'performance')} | ${audit.scores.accessibility} | ${audit.scores['best-practices']} | ${audit.scores.seo} | ${fmt(audit.lcpMs)} ms${was(audit.path, 'lcpMs', ' ms')} | ${fmt(audit.tbtMs)} ms${was(audit.path, 'tbtMs', ' ms')} | ${fmt(audit.cls, 3)} | ${kb(scriptAbove(audit))} | ${met(goals)} |`
  })
  .join('\n')}
| Goal | 100 | 100 | 100 | 100 | at most 1,200 ms | at most 50 ms | | at most 15 KB | |

Audits failing in any run: ${audits.map((audit) => `\`${audit.path}\` ${audit.failing.join(', ') || 'none'}`).join('; ')}.

## HTML

Each page's HTML as served (uncompressed), and the RSC payload Next inlines in it (the
\`self.__next_f.push\` scripts) beside the rest, the HTML a visitor sees.

| Page | HTML | RSC payload | Visible HTML | At most 60 KB | Payload no more than the visible HTML |
|---|---|---|---|---|---|
${pages
  .map((page) => {
    const { bytes, payload } = weights.get(page)
    return `| \`${page}\` | ${kb(bytes)}${was(page, 'htmlKb', ' KB')} | ${kb(payload)} | ${kb(bytes - payload)} | ${met(bytes <= 60 * 1024)} | ${met(payload <= bytes - payload)} |`
  })
  .join('\n')}

## Pages under load

autocannon, 20 connections asking for \`gzip, br\`, ${seconds} s per run, each page right after a run on
\`${baseline}\` (a trivial page of the same build, which the page cache does not answer: a probe must reach the app).

| Page | req/s | p99 latency | Baseline req/s | Baseline p99 | Ratio | Goal | Non-2xx or errors |
|---|---|---|---|---|---|---|---|
${rows
  .map(
    ({ page, base, measured, ratio }) =>
      `| \`${page}\` | ${fmt(measured.rps)} | ${measured.p99} ms | ${fmt(base.rps)} | ${base.p99} ms | ${fmt(ratio, 2)}x${was(page, 'ratio', 'x')} | 0.9x or better: ${met(ratio >= 0.9)} | ${measured.errors}${page === '/no-such-page' ? ' (404s, expected)' : ''} |`,
  )
  .join('\n')}

## Leads

\`POST /api/get-quote\` with valid quote requests (JSON, marker header, anti-forgery token), 20
connections for ${seconds} s, SQLite, rate limit raised for the run. Each request validates, stores
the lead and queues its two notification jobs in one transaction.

| Figure | Value | Goal |
|---|---|---|
| Requests per second | ${fmt(quotes.rps)} (was 198) | at least 300: ${met(quotes.rps >= 300)} |
| p99 latency | ${quotes.p99} ms (was 208 ms) | under 200 ms: ${met(quotes.p99 < 200)} |
| Answers 2xx | ${quotes.ok} | |
| Leads stored | ${quotesStored} | equal to the 2xx answers: ${met(quotesStored >= quotes.ok)} |
| Non-2xx or errors | ${quotes.errors} | 0 |
`
fs.writeFileSync(path.join(root, 'docs', 'benchmarks.md'), `${report}\n${keptSections()}`)
console.log(report)
process.exit(0)
