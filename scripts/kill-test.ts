/**
 * npm run kill-test: `kill -9` of the server in the middle of a 20-connection lead load, then a
 * restart, on a fresh SQLite database. Passes when every stored lead has exactly its two mail jobs,
 * no job lost its lead, and every lead the server answered 2xx is stored. `--report` writes the
 * counts to docs/benchmarks.md. Builds the site first.
 */
import fs from 'node:fs'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'

import { writeReportSection } from './report-section.mjs'
import { firstOk, formHeaders, freshSite, startServer } from './server-process.mjs'

const { values: options } = parseArgs({
  options: { report: { type: 'boolean', default: false }, 'load-ms': { type: 'string', default: '4000' } },
})
const { dataDir, port, origin, env } = await freshSite('kill-test')

console.log('Starting the server and the lead load...')
const server = startServer(env, port)
await firstOk(`${origin}/healthz`)
const { token } = (await (await fetch(`${origin}/api/form-token`)).json()) as { token: string }
const answeredEmails: string[] = []
let sent = 0
const load = autocannon({
  url: origin,
  connections: 20,
  duration: 60,
  requests: [
    {
      method: 'POST',
      path: '/api/get-quote',
      headers: formHeaders(origin, token),
      setupRequest: (request, context: { email?: string }) => {
        context.email = `killed-${++sent}@example.com`
        const quote = { name: 'Kill Test', phone: '+971 50 123 4567', work_type: 'Fit Out', project_category: 'Commercial', message: 'Crash me.' }
        return { ...request, body: JSON.stringify({ ...quote, email: context.email, token }) }
      },
      onResponse: (status, _body, context: { email?: string }) => {
        if (status >= 200 && status < 300) answeredEmails.push(String(context.email))
      },
    },
  ],
}, () => {})
await new Promise((resolve) => setTimeout(resolve, Number(options['load-ms'])))
process.kill(-server.pid!, 'SIGKILL')
const answeredBeforeKill = answeredEmails.length
const sentBeforeKill = sent
await new Promise((resolve) => setTimeout(resolve, 300))
load.stop()

console.log('Restarting...')
const restarted = startServer(env, port)
await firstOk(`${origin}/healthz`)
process.kill(-restarted.pid!, 'SIGTERM')

await import('lexical')
// The configuration reads the environment when first imported: this run's database.
Object.assign(process.env, env)
const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('../src/cms/payload.config')])
const payload = await getPayload({ config })
const leads = (await payload.find({ collection: 'quote-requests', pagination: false, depth: 0 })).docs
const jobs = (await payload.find({ collection: 'payload-jobs', pagination: false, depth: 0 })).docs
await payload.destroy()

const jobsOfLead = new Map<string, string[]>()
for (const job of jobs) {
  const id = (job.input as { id?: string }).id ?? ''
  jobsOfLead.set(id, [...(jobsOfLead.get(id) ?? []), job.taskSlug ?? ''])
}
const storedEmails = new Set(leads.map((lead) => lead.email))
const leadIds = new Set(leads.map((lead) => String(lead.id)))
const counts = {
  sent: sentBeforeKill,
  answered2xx: answeredBeforeKill,
  stored: leads.length,
  leadsWithTheirTwoJobs: leads.filter((lead) => (jobsOfLead.get(String(lead.id)) ?? []).sort().join() === 'acknowledgeVisitor,notifyCompany').length,
  jobsWithoutLead: jobs.filter((job) => !leadIds.has((job.input as { id?: string }).id ?? '')).length,
  answeredButLost: answeredEmails.filter((email) => !storedEmails.has(email)).length,
}
console.log(counts)
fs.rmSync(dataDir, { recursive: true, force: true })

const passed = counts.stored > 0 && counts.leadsWithTheirTwoJobs === counts.stored && counts.jobsWithoutLead === 0 && counts.answeredButLost === 0
if (options.report) {
  writeReportSection(
    'kill-test',
    `## Crash during a lead load (\`npm run kill-test\`)

\`kill -9\` of the server ${Number(options['load-ms']) / 1000} s into a 20-connection load of \`POST /api/get-quote\` (SQLite,
each quote with its own address), then a restart. Measured on ${new Date().toISOString().slice(0, 10)}.

| Figure | Value | Must be |
|---|---|---|
| Requests sent before the kill | ${counts.sent} | |
| Answered 2xx before the kill | ${counts.answered2xx} | |
| Leads stored after the restart | ${counts.stored} | at least the 2xx answers |
| Leads with exactly their two mail jobs | ${counts.leadsWithTheirTwoJobs} | all of them |
| Jobs whose lead is missing | ${counts.jobsWithoutLead} | 0 |
| Answered 2xx but not stored | ${counts.answeredButLost} | 0 |
| Result | ${passed ? 'passed' : 'FAILED'} | passed |`,
  )
}
process.exit(passed ? 0 : 1)
