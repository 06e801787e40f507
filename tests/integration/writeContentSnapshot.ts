/**
 * Opens Payload on the instance of this environment (DATA_DIR, DATABASE_URL) and writes its content
 * snapshot and quote leads (contentSnapshot.ts) as JSON to the file named by the first argument. The backup test runs
 * it on a restored instance, as its own process, as the site would open that data.
 */
import fs from 'node:fs'

process.env.JOBS_AUTORUN = 'false'
// See scripts/prepare-db.ts: lexical first, alone, or Node 20's module loader may deadlock.
await import('lexical')
const [{ getPayload }, { default: config }, { contentSnapshot, quoteLeadsAndTheirMails }] = await Promise.all([
  import('payload'),
  import('../../src/cms/payload.config'),
  import('./contentSnapshot'),
])

const payload = await getPayload({ config })
fs.writeFileSync(process.argv[2]!, JSON.stringify({ content: await contentSnapshot(payload), quoteLeads: await quoteLeadsAndTheirMails(payload) }))
await payload.destroy()
process.exit(0)
