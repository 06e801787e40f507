/**
 * npm run bench: issue 25's budgets, measured on this machine and written to docs/benchmarks.md,
 * each figure beside its goal and the figure issue 25 measured before the move (main 947aa05).
 * On a production build (scripts/build.mjs: Astro, then Next) with the demo content (SQLite, a
 * fresh database each run): per template page, the compressed script loaded before any
 * interaction and after the quote dialog (scripts/bench/script-bytes.mjs), the HTML and the data
 * inlined in it (scripts/bench/html-weight.mjs), Lighthouse as served against the same page with
 * every script removed, alternating in one run (scripts/lighthouse.mjs), req/s beside /healthz
 * (autocannon, 20 connections, compressed as browsers ask), then the lead POST, the memory of
 * the whole process tree (server.mjs and the public pages' server it starts), the cold build, the
 * first page after the start, the admin's inbox with 10,000 leads, what 1,000 redirect rules cost a 404
 * and a redirect, what ALTCHA and a webhook destination cost the lead POST (scripts/bench/lead-defences.mjs),
 * and a newcomer's fresh clone to the first page (scripts/bench/first-page.mjs).
 *
 * Knobs for a smoke run: BENCH_PAGES=/,/contact (a subset), BENCH_SECONDS (each load run, 10),
 * BENCH_RUNS (Lighthouse runs of each side, 3), BENCH_BUILD=skip (use the build there is),
 * BENCH_PICTURE_SCALE (demo pictures' size, 1), BENCH_PORT (3200), BENCH_FIRST_PAGE=skip (no fresh
 * clone). docs/benchmarks.md is written only by a full run: every page, a cold build, a fresh clone.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'

import { htmlRows, layerRows, leadRows, lighthouseRows, loadRows, scriptRows } from './bench/report-tables.mjs'
import { firstPage } from './bench/first-page.mjs'
import { processTree, treeRssMb } from './bench/process-tree.mjs'
import { measureLayers } from './bench/layers.mjs'
import { inboxSamples, measureInbox } from './bench/inbox.mjs'
import { redirectRuleCost } from './bench/redirect-rules.mjs'
import { leadDefenceRows, measureLeadDefences } from './bench/lead-defences.mjs'
import { allocatorOf } from '../src/server/memoryAllocator.ts'
import { scriptBytes } from './bench/script-bytes.mjs'
import { spawnStripProxy } from './bench/strip-proxy.mjs'
import { sentBytes, weighHtml } from './bench/html-weight.mjs'
import { lighthousePairs, lighthouseVersion } from './lighthouse.mjs'
import { keptSections } from './report-section.mjs'
import { firstOk, formHeaders } from './server-process.mjs'
import { markBuilt } from './build-stamp.mjs'
import { noTelemetry } from './noTelemetry.mjs'

const root = path.resolve(import.meta.dirname, '..')
const bin = (/** @type {string} */ name) => path.join(root, 'node_modules', '.bin', name)
const port = Number(process.env.BENCH_PORT || 3200)
const origin = `http://localhost:${port}`
/** One page of every public template (issue 15's list), then the main ones in Arabic. */
const templates = [
  '/',
  '/services',
  '/office-fit-out',
  '/portfolio',
  '/portfolios/arabella-2-mudon-villa-renovation',
  '/blog',
  '/blog/acoustics-open-plan-offices',
  '/blog/category/fit-out-and-approvals',
  '/about-us',
  '/career',
  '/contact',
  '/our-clients',
  '/no-such-page',
  '/search?q=kitchen',
  // The same templates in Arabic (issue 27: they meet the same budgets), one page of each kind.
  '/ar',
  '/ar/services',
  '/ar/office-fit-out',
  '/ar/portfolios/motor-city-hmc-clinic',
  '/ar/blog',
  '/ar/blog/fit-out-approvals-explained-plain-terms',
  '/ar/blog/category/fit-out-and-approvals',
  '/ar/career',
  '/ar/contact',
]
const pages = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',') : templates
const baseline = '/healthz'
const seconds = Number(process.env.BENCH_SECONDS || 10)
const lighthouseRuns = Number(process.env.BENCH_RUNS || 3)
const coldBuild = process.env.BENCH_BUILD !== 'skip'
const measureFirstPage = process.env.BENCH_FIRST_PAGE !== 'skip'
const fullRun = coldBuild && measureFirstPage && pages === templates
const admin = { email: 'bench@example.com', password: `bench-${Date.now()}-${Math.random()}` }
const env = {
  ...process.env,
  DATA_DIR: path.join(root, '.bench-data'),
  SITE_URL: origin,
  ...noTelemetry,
  DATABASE_URL: '',
  ASTRO_ORIGIN: '', // the public pages' server is server.mjs's own child, counted in its memory
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  // The lead benchmark sends thousands of quotes from one client.
  FORM_RATE_LIMIT: '100000000',
  // The lead POST figure below is measured without the proof of work, as before issue 41: what it
  // and a webhook destination cost is measured apart, A B B A (scripts/bench/lead-defences.mjs).
  FORM_PROOF_OF_WORK: 'false',
}

/**
 * @param {string} command
 * @param {string[]} args
 * @returns {Promise<{ seconds: number, peakMb: number }>}
 */
function runAndMeasure(command, args) {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] })
    let peak = 0
    const sampler = setInterval(() => (peak = Math.max(peak, treeRssMb(/** @type {number} */ (child.pid)))), 200)
    child.on('exit', (code) => {
      clearInterval(sampler)
      if (code === 0) resolve({ seconds: (performance.now() - started) / 1000, peakMb: peak })
      else reject(new Error(`${command} exited with ${code}`))
    })
  })
}

/**
 * A load run as browsers send it: 20 connections asking for compressed answers.
 * @param {string} url
 * @param {Omit<import('autocannon').Options, 'url'>} [options]
 * @returns {Promise<{ rps: number, p99: number, errors: number, ok: number }>}
 */
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
const send = (/** @type {string} */ address, /** @type {RequestInit | undefined} */ init) => fetch(`${origin}${address}`, init).catch(() => fetch(`${origin}${address}`, init))
const get = (/** @type {string} */ address, /** @type {Record<string, string>} */ headers = {}) => send(address, { headers })

/** POST /api/get-quote with valid quotes, as a page of the site sends them. */
async function loadQuotes(duration = seconds) {
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
  return load(`${origin}/api/get-quote`, { duration, method: 'POST', body, headers: formHeaders(origin, token) })
}

/** @type {string | undefined} */
let token
/** The benchmark's owner signed in once: a JWT. */
async function signIn() {
  if (token) return token
  const login = await send('/api/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  })
  token = /** @type {string} */ ((await login.json()).token)
  return token
}

async function storedQuotes() {
  const response = await get('/api/quote-requests?limit=1&depth=0', { Authorization: `JWT ${await signIn()}` })
  return (await response.json()).totalDocs
}

console.log('Seeding a fresh benchmark database...')
fs.rmSync(env.DATA_DIR, { recursive: true, force: true })
const seeded = spawnSync(bin('tsx'), ['scripts/prepare-db.ts', '--picture-scale', process.env.BENCH_PICTURE_SCALE || '1'], { cwd: root, env, stdio: 'inherit' })
if (seeded.status !== 0) throw new Error(`Seeding failed: ${seeded.error ?? seeded.status}`)
// The inbox is measured with issue 39's 10,000 leads; the pages and the lead load below read none of them.
const inboxLeads = 10_000
const leadsSeeded = spawnSync(bin('tsx'), ['scripts/seed-leads.ts', '--count', String(inboxLeads)], { cwd: root, env, stdio: 'inherit' })
if (leadsSeeded.status !== 0) throw new Error(`Seeding the leads failed: ${leadsSeeded.error ?? leadsSeeded.status}`)

let build
if (coldBuild) {
  console.log('Cold build (scripts/build.mjs)...')
  for (const folder of ['.next', '.astro-dist']) fs.rmSync(path.join(root, folder), { recursive: true, force: true })
  build = await runAndMeasure(process.execPath, ['scripts/build.mjs'])
  // npm start below serves this build rather than making its own.
  markBuilt({ ...env, PORT: String(port) })
}

// Started as README.md says, so that the memory counted is all that `npm start` leaves running.
console.log('Starting the site (npm start)...')
const startedAt = performance.now()
const site = spawn('npm', ['start'], { cwd: root, env: { ...env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'], detached: true })
const sitePid = /** @type {number} */ (site.pid)
// The site runs in a process group of its own: it must not outlive a run that fails.
process.on('exit', () => {
  try {
    process.kill(-sitePid, 'SIGTERM')
  } catch {
    // already gone
  }
})
const startupMs = await firstOk(`${origin}/`, startedAt)

/** @type {Parameters<typeof htmlRows>[1]} */
const weights = new Map()
for (const page of pages) {
  const html = await (await get(page, { 'accept-encoding': 'identity' })).text()
  weights.set(page, { ...weighHtml(html), sentBytes: await sentBytes(`${origin}${page}`) })
}

console.log('Script loaded before and after a touch (Chromium)...')
const scripts = await scriptBytes(origin, pages)

console.log(`Lighthouse ${lighthouseVersion}, as served and without scripts...`)
const proxies = await Promise.all([spawnStripProxy(origin, { keepScripts: true }), spawnStripProxy(origin)])
const audits = await lighthousePairs(proxies[0].origin, proxies[1].origin, pages, lighthouseRuns)
for (const proxy of proxies) proxy.close()

const rows = []
for (const page of pages) {
  await load(`${origin}${page}`, { duration: 2 }) // warm-up
  const base = await load(`${origin}${baseline}`)
  const measured = await load(`${origin}${page}`)
  rows.push({ page, base, measured, ratio: measured.rps / base.rps })
  console.log(page, Math.round(measured.rps), 'req/s vs', Math.round(base.rps), 'baseline')
}
console.log('POST /api/get-quote...')
await loadQuotes(2) // warm-up: its leads are counted out below
const quotesBefore = await storedQuotes()
const quotes = await loadQuotes()
const quotesStored = (await storedQuotes()) - quotesBefore
console.log(Math.round(quotes.rps), 'quotes/s,', quotes.ok, 'answered 2xx,', quotesStored, 'stored')

const treeRightAfter = processTree(sitePid)
// The server collects its garbage once it has been idle for five seconds (src/server/collectWhenIdle.ts).
await new Promise((resolve) => setTimeout(resolve, 10_000))
const treeAfter = processTree(sitePid)
// The layers are measured after the memory: their last run fills the route cache to its bound with
// one page under 500 queries, the pages' own load does not.
console.log('Each cache in front of a render, turned off one more at a time...')
const layerPages = ['/', '/office-fit-out']
const layers = []
for (const page of layerPages.filter((page) => pages.includes(page))) layers.push(...(await measureLayers(load, origin, page)))
await new Promise((resolve) => setTimeout(resolve, 10_000))
const treeFullRouteCache = processTree(sitePid)
// Last: the admin's pages would count in the memory of the public pages' figures above.
console.log('The admin inbox...')
const inbox = await measureInbox(origin, await signIn())
console.log('Redirect rules: 10, then 1,000...')
const redirectRequests = 300
const redirectCost = await redirectRuleCost({ origin, token: await signIn(), requests: redirectRequests })

const serverProcess = treeAfter.find(({ command }) => command.includes('server.mjs'))
const allocator = serverProcess ? allocatorOf(serverProcess.pid) : 'unknown'
process.kill(-sitePid, 'SIGTERM')
await new Promise((resolve) => site.on('exit', resolve))
console.log('The lead POST with ALTCHA and a webhook destination against without, A B B A...')
const defences = await measureLeadDefences({ env, admin, seconds })

let newcomer
if (measureFirstPage) {
  console.log('A fresh clone, npm install with an empty npm cache, npm start to the first page...')
  newcomer = await firstPage(root)
}

/** @typedef {ReturnType<typeof processTree>} ProcessTree */
const fmt = (/** @type {number} */ value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a')
const met = (/** @type {boolean} */ ok) => (ok ? 'yes' : '**no**')
const totalMb = (/** @type {ProcessTree} */ tree) => tree.reduce((sum, { rssMb }) => sum + rssMb, 0)
const rssGoalMb = 400
const inboxGoalMs = 300
const perProcess = (/** @type {ProcessTree} */ tree) => tree.map(({ command, rssMb }) => `${fmt(rssMb)} MB \`${command.replace(root + '/', '')}\``).join(', ')

const report = `# Benchmarks

Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}, on this project's machine
(${os.cpus().length} cores, ${fmt(os.totalmem() / 1024 ** 3)} GB, Node ${process.version}). Production build,
SQLite with the demo content on a fresh database, server, browser and load generator on the same
machine. "Before" is what issue 25 measured on main 947aa05, before the move to Astro.

| Figure | Value | Goal |
|---|---|---|
| Cold build, \`scripts/build.mjs\` (Astro, then Next) | ${build ? `${fmt(build.seconds, 1)} s` : 'not measured (build skipped)'} | reported |
| Peak memory of the build (whole process tree) | ${build ? `${fmt(build.peakMb)} MB` : 'n/a'} | |
| \`npm start\` (built, database ready) to the first 200 on / | ${fmt(startupMs)} ms | |
| Fresh clone: \`npm install\` with an empty npm cache | ${newcomer ? `${fmt(newcomer.installMs / 60_000, 1)} min` : 'not measured'} | reported |
| Fresh clone: \`npm start\` (cold build, database, demo content) to the first page | ${newcomer ? `${fmt(newcomer.startMs / 60_000, 1)} min` : 'not measured'} | reported |
| Fresh clone to the first page, both together (before: 8.5 min) | ${newcomer ? `${fmt((newcomer.installMs + newcomer.startMs) / 60_000, 1)} min` : 'not measured'} | under 5 min: ${newcomer ? met(newcomer.installMs + newcomer.startMs < 5 * 60_000) : 'n/a'} |
| Memory (RSS, process tree) right after the last load run | ${fmt(totalMb(treeRightAfter))} MB in ${treeRightAfter.length} processes | |
| Memory (RSS, process tree) 10 s later, once idle (allocator: ${allocator}) | ${fmt(totalMb(treeAfter))} MB: ${perProcess(treeAfter)} | under ${rssGoalMb} MB, every process \`npm start\` left running: ${met(totalMb(treeAfter) < rssGoalMb)} |
| The same as proportional shares (PSS: the pages both node processes map, their binary's, counted once) | ${fmt(treeAfter.reduce((sum, { pssMb }) => sum + pssMb, 0))} MB | reported |
| The same, idle after the layers below have filled Astro's route cache to its bound (500 pages) | ${fmt(totalMb(treeFullRouteCache))} MB: ${perProcess(treeFullRouteCache)} | reported |

## Script

What Chromium loads (compressed, as it travelled) at 1440 px: before any interaction (the page
loaded, the network idle, then two seconds idle), and in all once the header's "Get a free Quote"
dialog has been opened and submitted empty. Before: 152-161 KB before a touch on every page.

| Page | Before a touch | Goal at most 20 KB | After the quote dialog | Goal at most 60 KB | Script files | Fields marked invalid, posts sent |
|---|---|---|---|---|---|---|
${scriptRows(pages, scripts)}

## HTML

Each page's HTML as served, uncompressed, in thousands of characters (K: 1,000), so that an Arabic page,
whose letters take two bytes in UTF-8, weighs what the same page weighs in English; beside it, the bytes
sent to a browser that accepts Brotli. Inlined data: inline scripts (not JSON-LD) and the islands'
\`data-props\`; repeating the page: its strings of 16 characters or more that also stand in the rest of
the HTML. Before: / 141 K (89 K of it Next's inlined RSC payload), /office-fit-out 109 K, /career 120 K.

| Page | HTML | Goal | Sent (Brotli) | Inlined data | Largest piece | Repeating the page | No data repeating the page (under 1 K) |
|---|---|---|---|---|---|---|---|
${htmlRows(pages, weights)}

## Lighthouse: as served against the same page without scripts

Lighthouse ${lighthouseVersion} (its defaults: mobile emulation, simulated throttling) with Debian's Chromium,
median of ${lighthouseRuns} runs of each side, the two sides alternating run by run. "No scripts" is the same
page through a proxy that removes every \`<script>\` element and modulepreload link and compresses the
HTML again; "served" goes through the same proxy with the scripts kept, so the hop costs both sides alike.
"Script (mobile)": the compressed script Lighthouse saw the served page load at its mobile size.

| Page | Perf. | A11y | Best pr. | SEO | LCP served | LCP no scripts | Ratio (at most 1.05) | TBT served | TBT no scripts | Difference (at most 25 ms) | CLS | Script (mobile) | Scores 100 | Before (served; no scripts: perf., LCP, TBT) |
|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|
${lighthouseRows(audits)}

Audits failing in any run (as served): ${audits.map(({ path: page, served }) => `\`${page}\` ${served.failing.join(', ') || 'none'}`).join('; ')}.

## Pages under load

autocannon, 20 connections asking for \`gzip, br\`, ${seconds} s per run, each page right after a run on
\`${baseline}\` (the probe, which Next renders on every request with no cache: on this build slower than
the pages Astro keeps, so the ratio says more about /healthz than about the pages).

| Page | req/s | p99 latency | Baseline req/s | Baseline p99 | Ratio | Goal 0.9x | Non-2xx or errors |
|---|---|---|---|---|---|---|---|
${loadRows(rows)}

## The caches in front of a render

The same load with the caches in front of a page's render turned off one more at a time
(\`scripts/bench/layers.mjs\`; \`src/site/README.md\` draws them): what each one pays for itself.

| Page | Layers | req/s | p99 latency | Non-2xx or errors |
|---|---|---|---|---|
${layerRows(layers)}

## Leads

\`POST /api/get-quote\` with valid quote requests (JSON, marker header, anti-forgery token), 20
connections for ${seconds} s on the fresh database, rate limit raised for the run. Each request
validates, stores the lead and queues its two notification jobs in one transaction.

| Figure | Value | Goal |
|---|---|---|
${leadRows(quotes, quotesStored)}

## The admin's inbox

\`/admin/inbox\` signed in as an owner, with ${inboxLeads.toLocaleString('en')} leads across the six forms (\`scripts/seed-leads.ts\`)
besides the load's quotes: each view asked for one request at a time, as a person clicks, ${inboxSamples}
times after three to warm up, the whole page to its last byte.

| View | Status | Leads listed | p50 | p95 | Goal: p95 at most ${inboxGoalMs} ms |
|---|---|---|---|---|---|
${inbox.map(({ view, status, leads, p50, p95 }) => `| ${view} | ${status} | ${leads} | ${fmt(p50)} ms | ${fmt(p95)} ms | ${met(status === 200 && p95 <= inboxGoalMs)} |`).join('\n')}

## Redirect rules

Issue 40: 10 rules imported through the CSV import (one of them a prefix rule), then 990 more; each
time a 404 and a prefix rule's 301 asked for ${redirectRequests} times, one at a time, each at an address not asked
for before, so that no cache answers (\`scripts/bench/redirect-rules.mjs\`). Medians to the answer's headers.

| Answer | 10 rules | 1,000 rules | More | Goal: at most 1 ms more |
|---|---|---|---|---|
| 404 | ${fmt(redirectCost.ten.notFoundMs, 2)} ms | ${fmt(redirectCost.thousand.notFoundMs, 2)} ms | ${fmt(redirectCost.extraNotFoundMs, 2)} ms | ${met(redirectCost.extraNotFoundMs <= 1)} |
| 301 (prefix rule) | ${fmt(redirectCost.ten.redirectMs, 2)} ms | ${fmt(redirectCost.thousand.redirectMs, 2)} ms | ${fmt(redirectCost.extraRedirectMs, 2)} ms | ${met(redirectCost.extraRedirectMs <= 1)} |

## Spam defences and webhooks on the lead POST

Issue 41: \`POST /api/get-quote\` with ALTCHA checked on every quote and a webhook destination set (B), against
neither (A), each run on a server of its own on this database, alternating A B B A (\`scripts/bench/lead-defences.mjs\`;
20 connections; B's quotes carry proofs of work solved before the run, one each).

| Figure | Value | Goal |
|---|---|---|
${leadDefenceRows(defences)}
`
if (fullRun) fs.writeFileSync(path.join(root, 'docs', 'benchmarks.md'), `${report}\n${keptSections()}`)
else console.log('A partial run (BENCH_PAGES or BENCH_BUILD=skip): docs/benchmarks.md left as it is.\n')
console.log(report)
process.exit(0)
