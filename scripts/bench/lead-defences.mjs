/**
 * Issue 41's budget: the lead POST with its defences on (ALTCHA checked on every lead, a webhook
 * destination set, so that each lead also queues a delivery) keeps at least 0.9x the requests per
 * second of the lead POST without them, in the same run. Each run is a server of its own on the
 * same build and database (FORM_PROOF_OF_WORK is read at the start), alternating A B B A: A without
 * (FORM_PROOF_OF_WORK=false, the destination switched off), B with. B's quotes carry proofs of work
 * solved before the run, as the page's script solves them (tests/proofOfWork.ts), one each; A's
 * first run says how many a run sends, and every later run sends that many.
 *
 * Alone, on the build there is (`node scripts/build.mjs` first) and a fresh database:
 * `node scripts/bench/lead-defences.mjs` (BENCH_SECONDS: A's first run, 5).
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'

import { solveFrom } from '../../tests/proofOfWork.ts'
import { noTelemetry } from '../noTelemetry.mjs'
import { firstOk, formHeaders, freePort, startServer } from '../server-process.mjs'

const root = path.resolve(import.meta.dirname, '../..')

const quote = { name: 'Bench Mark', phone: '+971 50 123 4567', email: 'bench@example.com', work_type: 'Fit Out', project_category: 'Commercial', message: 'A benchmark quote request.' }

/** A receiver that answers every delivery 200 at once, counting them. */
async function startReceiver() {
  let received = 0
  const server = http.createServer((request, response) => {
    request.resume()
    request.on('end', () => {
      received++
      response.writeHead(200).end('ok')
    })
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)))
  const address = /** @type {import('node:net').AddressInfo} */ (server.address())
  return { url: `http://localhost:${address.port}/crm`, received: () => received, close: () => server.close() }
}

/**
 * @param {string} origin
 * @param {string} method
 * @param {string} address
 * @param {{ jwt?: string, json?: unknown }} [options]
 */
async function call(origin, method, address, { jwt, json } = {}) {
  const response = await fetch(`${origin}${address}`, {
    method,
    headers: { ...(jwt ? { Authorization: `JWT ${jwt}` } : {}), ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
    body: json === undefined ? undefined : JSON.stringify(json),
  })
  if (!response.ok) throw new Error(`${method} ${address} answered ${response.status}: ${(await response.text()).slice(0, 300)}`)
  return response.json()
}

/**
 * One run: a server started with or without the defences, the destination switched to match, then
 * 20 connections of quotes for `seconds` (A's first run) or `amount` requests.
 * @param {{ env: NodeJS.ProcessEnv, port: number, admin: { email: string, password: string }, receiverUrl: string, state: { webhook?: number } }} site
 * @param {boolean} defended
 * @param {{ seconds?: number, amount?: number }} size
 */
async function run(site, defended, { seconds, amount }) {
  const port = site.port
  const origin = `http://localhost:${port}`
  const env = { ...site.env, FORM_PROOF_OF_WORK: String(defended), WEBHOOKS_ALLOW_PRIVATE_TARGETS: '1' }
  const server = startServer(env, port)
  const exited = new Promise((resolve) => server.on('exit', resolve))
  try {
    await firstOk(`${origin}/healthz`)
    const { token: jwt } = await call(origin, 'POST', '/api/users/login', { json: site.admin })
    if (site.state.webhook === undefined) {
      const { doc } = await call(origin, 'POST', '/api/webhooks', { jwt, json: { name: 'Bench CRM', url: site.receiverUrl } })
      site.state.webhook = doc.id
    }
    await call(origin, 'PATCH', `/api/webhooks/${site.state.webhook}`, { jwt, json: { enabled: defended } })
    const { token } = await call(origin, 'GET', '/api/form-token')
    /** @type {string[]} */
    const proofs = []
    if (defended) for (let index = 0; index < (amount ?? 0); index++) proofs.push(await solveFrom(origin))
    const result = await autocannon({
      url: `${origin}/api/get-quote`,
      connections: 20,
      ...(amount ? { amount } : { duration: seconds }),
      requests: [
        {
          method: 'POST',
          headers: formHeaders(origin, token),
          setupRequest: (request) => ({ ...request, body: JSON.stringify({ ...quote, token, ...(defended ? { altcha: proofs.pop() } : {}) }) }),
        },
      ],
    })
    return { rps: result.requests.average, requests: result.requests.total, errors: result.non2xx + result.errors }
  } finally {
    process.kill(-(/** @type {number} */ (server.pid)), 'SIGTERM')
    await exited
  }
}

/**
 * A B B A on the site whose environment is `env` (its database already made, its first admin `admin`).
 * @param {{ env: NodeJS.ProcessEnv, admin: { email: string, password: string }, seconds?: number }} options
 */
export async function measureLeadDefences({ env, admin, seconds = 5 }) {
  const receiver = await startReceiver()
  const port = await freePort()
  const site = { env: { ...env, SITE_URL: `http://localhost:${port}`, FORM_RATE_LIMIT: '100000000' }, port, admin, receiverUrl: receiver.url, state: {} }
  try {
    const firstA = await run(site, false, { seconds })
    const amount = firstA.requests
    const firstB = await run(site, true, { amount })
    const secondB = await run(site, true, { amount })
    const secondA = await run(site, false, { amount })
    const without = (firstA.rps + secondA.rps) / 2
    const defended = (firstB.rps + secondB.rps) / 2
    return { runs: { firstA, firstB, secondB, secondA }, without, defended, ratio: defended / without, delivered: receiver.received() }
  } finally {
    receiver.close()
  }
}

/** @param {Awaited<ReturnType<typeof measureLeadDefences>>} result */
export const leadDefenceRows = ({ runs, without, defended, ratio }) =>
  [
    `| Without (A), req/s | ${Math.round(runs.firstA.rps)}, ${Math.round(runs.secondA.rps)} | |`,
    `| ALTCHA and a destination (B), req/s | ${Math.round(runs.firstB.rps)}, ${Math.round(runs.secondB.rps)} | |`,
    `| B / A (means) | ${(defended / without).toFixed(2)}x | at least 0.9x: ${ratio >= 0.9 ? 'yes' : 'NO'} |`,
    `| Non-2xx or errors | ${Object.values(runs).reduce((sum, one) => sum + one.errors, 0)} | 0 |`,
  ].join('\n')

if (import.meta.url === `file://${process.argv[1]}`) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lead-defences-'))
  const admin = { email: 'bench@example.com', password: `bench-${Date.now()}` }
  const env = { ...process.env, ...noTelemetry, DATA_DIR: dataDir, DATABASE_URL: '', ASTRO_ORIGIN: '', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password }
  const seeded = spawnSync(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/prepare-db.ts', '--picture-scale', '0.1'], { cwd: root, env, stdio: 'inherit' })
  if (seeded.status !== 0) throw new Error(`Seeding failed: ${seeded.status}`)
  const result = await measureLeadDefences({ env, admin, seconds: Number(process.env.BENCH_SECONDS || 5) })
  console.log(leadDefenceRows(result))
  fs.rmSync(dataDir, { recursive: true, force: true })
  process.exit(result.ratio >= 0.9 ? 0 : 1)
}
