/**
 * npm run kill-test: `kill -9` of the server in the middle of a 20-connection lead load, then a
 * restart, on a fresh SQLite database with a webhook destination set (a receiver in this script).
 * Passes when every stored lead has exactly its two mail jobs, no job lost its lead, every lead the
 * server answered 2xx is stored, and, once the queued deliveries have run, every one of them reached
 * the receiver at least once, a lead delivered twice with the same webhook-id. Every lead carries a
 * solved proof of work (solved before the load), as the page sends it, so none is spam.
 * `--report` writes the counts to docs/benchmarks.md. Builds the site first.
 */
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'

import { solveFrom } from '../tests/proofOfWork'
import { writeReportSection } from './report-section.mjs'
import { firstOk, formHeaders, freshSite, startServer } from './server-process.mjs'

const { values: options } = parseArgs({
  options: { report: { type: 'boolean', default: false }, 'load-ms': { type: 'string', default: '4000' } },
})
const { dataDir, port, origin, env: siteEnv } = await freshSite('kill-test')
const env = { ...siteEnv, WEBHOOKS_ALLOW_PRIVATE_TARGETS: '1' }

/** The webhook receiver: every delivery's lead (by its email) and webhook-id. */
const delivered: { email: string; id: string; webhookId: string }[] = []
const receiver = http.createServer((request, response) => {
  let body = ''
  request.setEncoding('utf8')
  request.on('data', (chunk: string) => (body += chunk))
  request.on('end', () => {
    const { data } = JSON.parse(body) as { data: { id: string; fields: { email: string } } }
    delivered.push({ email: data.fields.email, id: data.id, webhookId: String(request.headers['webhook-id']) })
    response.writeHead(200).end('ok')
  })
})
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))

await import('lexical')
// The configuration reads the environment when first imported: this run's database.
Object.assign(process.env, env)
const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('../src/cms/payload.config')])
// One Payload of this script's own, kept open (a destroyed one stays cached): it sets the destination up, and reads what survived.
const payload = await getPayload({ config })
const url = `http://localhost:${(receiver.address() as AddressInfo).port}/crm`
await payload.create({ collection: 'webhooks', data: { name: 'Kill test CRM', url, format: 'standard', events: ['lead.created'] }, overrideAccess: true })

console.log('Starting the server, solving proofs of work for the load...')
const server = startServer(env, port)
await firstOk(`${origin}/healthz`)
const { token } = (await (await fetch(`${origin}/api/form-token`)).json()) as { token: string }
const proofs: string[] = []
for (let index = 0; index < 2000; index++) proofs.push(await solveFrom(origin))
console.log('The lead load...')
const answeredEmails: string[] = []
let sent = 0
const load = autocannon({
  url: origin,
  connections: 20,
  duration: 60,
  // No request without its proof of work: the load ends when the proofs do (the kill comes long before).
  amount: proofs.length,
  requests: [
    {
      method: 'POST',
      path: '/api/get-quote',
      headers: formHeaders(origin, token),
      setupRequest: (request, context: { email?: string }) => {
        context.email = `killed-${++sent}@example.com`
        const quote = { name: 'Kill Test', phone: '+971 50 123 4567', work_type: 'Fit Out', project_category: 'Commercial', message: 'Crash me.' }
        return { ...request, body: JSON.stringify({ ...quote, email: context.email, token, altcha: proofs.pop() }) }
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

const leads = (await payload.find({ collection: 'quote-requests', pagination: false, depth: 0 })).docs
const jobs = (await payload.find({ collection: 'payload-jobs', pagination: false, depth: 0 })).docs
// The mail jobs counted, the queue runs here (JOBS_AUTORUN is off): the deliveries go out.
const pendingDeliveries = () => payload.count({ collection: 'webhook-deliveries', where: { state: { equals: 'pending' } } }).then(({ totalDocs }) => totalDocs)
for (let run = 0; run < 200 && (await pendingDeliveries()) > 0; run++) await payload.jobs.run({ limit: 500 })
await payload.destroy()
receiver.close()

const mailTasks = new Set(['notifyCompany', 'acknowledgeVisitor'])
const mailJobs = jobs.filter((job) => mailTasks.has(job.taskSlug ?? ''))
const jobsOfLead = new Map<string, string[]>()
for (const job of mailJobs) {
  const id = (job.input as { id?: string }).id ?? ''
  jobsOfLead.set(id, [...(jobsOfLead.get(id) ?? []), job.taskSlug ?? ''])
}
const webhookIdsOf = new Map<string, Set<string>>()
for (const { email, webhookId } of delivered) webhookIdsOf.set(email, (webhookIdsOf.get(email) ?? new Set()).add(webhookId))
const storedEmails = new Set(leads.map((lead) => lead.email))
const leadIds = new Set(leads.map((lead) => String(lead.id)))
const counts = {
  sent: sentBeforeKill,
  answered2xx: answeredBeforeKill,
  stored: leads.length,
  leadsWithTheirTwoJobs: leads.filter((lead) => (jobsOfLead.get(String(lead.id)) ?? []).sort().join() === 'acknowledgeVisitor,notifyCompany').length,
  jobsWithoutLead: mailJobs.filter((job) => !leadIds.has((job.input as { id?: string }).id ?? '')).length,
  answeredButLost: answeredEmails.filter((email) => !storedEmails.has(email)).length,
  spam: leads.filter((lead) => lead.spam).length,
  answeredNotDelivered: answeredEmails.filter((email) => !webhookIdsOf.has(email)).length,
  deliveredMoreThanOnce: [...webhookIdsOf.keys()].filter((email) => delivered.filter((one) => one.email === email).length > 1).length,
  duplicatesWithAnotherWebhookId: [...webhookIdsOf.values()].filter((ids) => ids.size > 1).length,
}
console.log(counts)
fs.rmSync(dataDir, { recursive: true, force: true })

const passed =
  counts.stored > 0 &&
  counts.leadsWithTheirTwoJobs === counts.stored &&
  counts.jobsWithoutLead === 0 &&
  counts.answeredButLost === 0 &&
  counts.spam === 0 &&
  counts.answeredNotDelivered === 0 &&
  counts.duplicatesWithAnotherWebhookId === 0
if (options.report) {
  writeReportSection(
    'kill-test',
    `## Crash during a lead load (\`npm run kill-test\`)

\`kill -9\` of the server ${Number(options['load-ms']) / 1000} s into a 20-connection load of \`POST /api/get-quote\` (SQLite,
each quote with its own address and a solved proof of work, a webhook destination set), then a restart, then the
queued deliveries run. Measured on ${new Date().toISOString().slice(0, 10)}.

| Figure | Value | Must be |
|---|---|---|
| Requests sent before the kill | ${counts.sent} | |
| Answered 2xx before the kill | ${counts.answered2xx} | |
| Leads stored after the restart | ${counts.stored} | at least the 2xx answers |
| Leads with exactly their two mail jobs | ${counts.leadsWithTheirTwoJobs} | all of them |
| Jobs whose lead is missing | ${counts.jobsWithoutLead} | 0 |
| Answered 2xx but not stored | ${counts.answeredButLost} | 0 |
| Stored as spam | ${counts.spam} | 0 |
| Answered 2xx but never delivered to the webhook | ${counts.answeredNotDelivered} | 0 |
| Leads delivered more than once | ${counts.deliveredMoreThanOnce} | |
| … of them with differing webhook-ids | ${counts.duplicatesWithAnotherWebhookId} | 0 |
| Result | ${passed ? 'passed' : 'FAILED'} | passed |`,
  )
}
process.exit(passed ? 0 : 1)
