/**
 * npm run fuzz: generated requests (tests/fuzz/requests.ts) to every SPEC §7 call of the real
 * server (server.mjs, production build, fresh SQLite database): `--runs` per call (10,000 by
 * default), 16 at a time. Passes with no 5xx answer, no uncaught exception in the server's log, and
 * no stored lead its form would refuse. `--report` writes the counts to docs/benchmarks.md.
 */
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { parseArgs } from 'node:util'
import fc from 'fast-check'

import { writeReportSection } from './report-section.mjs'
import { firstOk, freshSite, startServer } from './server-process.mjs'

const { values: options } = parseArgs({
  options: { runs: { type: 'string', default: '10000' }, report: { type: 'boolean', default: false }, seed: { type: 'string' } },
})
const runs = Number(options.runs)
const seed = Number(options.seed ?? Date.now() % 1_000_000)
const { dataDir, port, origin, env } = await freshSite('fuzz')
const logFile = path.join(dataDir, 'server.log')

await import('lexical')
const { endpointsFuzzed, formNames, formOfCollection, formRequests, readPaths, readRequests } = await import('../tests/fuzz/requests')
type Generated = import('../tests/fuzz/requests').FuzzRequest
const { forms, definitionOf } = await import('../src/features/forms/definitions')
const { schemaOf } = await import('../src/features/forms/schemas')

const server = startServer(env, port, fs.openSync(logFile, 'w'))
await firstOk(`${origin}/healthz`)
const { token } = (await (await fetch(`${origin}/api/form-token`)).json()) as { token: string }

/** Sends one generated request; a connection the server dropped counts as status 0. */
function send(generated: Generated): Promise<number> {
  return new Promise((resolve) => {
    const request = http.request(
      // A connection of its own: a kept-alive one the server closes as idle while it is reused would
      // count as dropped by the server.
      { host: '127.0.0.1', port, path: generated.path, method: generated.method, headers: { ...generated.headers, host: `localhost:${port}` }, agent: false },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      },
    )
    request.on('error', () => resolve(0))
    request.end(generated.body ? Buffer.from(generated.body) : undefined)
  })
}

type Tally = { path: string; requests: number; statuses: Map<number, number>; failures: Generated[] }

async function fuzz(pathName: string, arbitrary: fc.Arbitrary<Generated>): Promise<Tally> {
  const tally: Tally = { path: pathName, requests: 0, statuses: new Map(), failures: [] }
  const batch = 200
  for (let start = 0; start < runs; start += batch) {
    const samples = fc.sample(arbitrary, { numRuns: Math.min(batch, runs - start), seed: seed + start })
    for (let index = 0; index < samples.length; index += 16) {
      const statuses = await Promise.all(samples.slice(index, index + 16).map(send))
      statuses.forEach((status, offset) => {
        tally.requests++
        tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1)
        if (status >= 500 || status === 0) tally.failures.push(samples[index + offset]!)
      })
    }
  }
  console.log(pathName, Object.fromEntries(tally.statuses))
  return tally
}

const credentials = { token, origin }
const tallies: Tally[] = []
for (const name of formNames) tallies.push(await fuzz(forms[name].endpoint, formRequests(name, credentials)))
for (const readPath of readPaths) tallies.push(await fuzz(readPath, readRequests(readPath)))
const stillServing = (await send({ method: 'GET', path: '/healthz', headers: {} })) === 200
process.kill(-server.pid!, 'SIGTERM')
await new Promise((resolve) => server.once('exit', resolve))

const log = fs.readFileSync(logFile, 'utf8')
const uncaught = log.split('\n').filter((line) => /uncaught|unhandled/i.test(line)).length

// The configuration reads the environment when first imported: this run's database.
Object.assign(process.env, env)
const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('../src/cms/payload.config')])
const payload = await getPayload({ config })
let stored = 0
let invalid = 0
for (const name of formNames) {
  const form = definitionOf(name)
  const { docs } = await payload.find({ collection: form.collection as 'quote-requests', pagination: false, depth: 0 })
  for (const lead of docs as unknown as Record<string, unknown>[]) {
    stored++
    const fields = Object.fromEntries(form.fields.map((field) => [field.name, lead[field.name]]))
    if (!schemaOf(definitionOf(formOfCollection(form.collection))).safeParse(fields).success) invalid++
  }
}
await payload.destroy()

const fiveHundreds = tallies.reduce((sum, tally) => sum + tally.failures.length, 0)
for (const tally of tallies) for (const failure of tally.failures.slice(0, 3)) console.error('5xx or dropped:', JSON.stringify({ ...failure, body: failure.body?.length }))
const passed = fiveHundreds === 0 && uncaught === 0 && invalid === 0 && stillServing
console.log({ endpoints: endpointsFuzzed.length, requests: tallies.reduce((sum, tally) => sum + tally.requests, 0), fiveHundreds, uncaught, stored, invalid, stillServing, seed })
if (passed) fs.rmSync(dataDir, { recursive: true, force: true })
else console.error(`Server log kept in ${logFile}`)

if (options.report) {
  const codes = [...new Set(tallies.flatMap((tally) => [...tally.statuses.keys()]))].sort((a, b) => a - b)
  writeReportSection(
    'fuzz',
    `## Fuzzing the SPEC §7 calls (\`npm run fuzz\`)

${runs.toLocaleString('en')} generated requests per call (malformed, truncated and oversized JSON and multipart
bodies, values of the wrong type, control and direction characters, forged headers and tokens) to the
production server on SQLite, 16 at a time; fast-check seed ${seed}. Measured on ${new Date().toISOString().slice(0, 10)}.

| Call | Requests | ${codes.map((code) => (code === 0 ? 'dropped' : code)).join(' | ')} |
|---|---|${codes.map(() => '---').join('|')}|
${tallies.map((tally) => `| \`${tally.path}\` | ${tally.requests} | ${codes.map((code) => tally.statuses.get(code) ?? 0).join(' | ')} |`).join('\n')}

| Figure | Value | Must be |
|---|---|---|
| Answers 5xx or dropped connections | ${fiveHundreds} | 0 |
| Uncaught exceptions in the server's log | ${uncaught} | 0 |
| Leads stored | ${stored} | |
| Stored leads their form would refuse | ${invalid} | 0 |
| Server still serving at the end | ${stillServing ? 'yes' : 'no'} | yes |`,
  )
}
process.exit(passed ? 0 : 1)
