/**
 * Brings the database up to date (committed migrations) and loads the demo content.
 * `--picture-scale 0.5` draws the demo pictures at half size (the end-to-end tests' seed).
 */
import { parseArgs } from 'node:util'

const { values: options } = parseArgs({ options: { 'picture-scale': { type: 'string', default: '1' } } })

// Queued jobs are the web server's to run, not this short script's.
process.env.JOBS_AUTORUN = 'false'

// Lexical's Node builds pick their dev or prod file with a top-level await. On Node 20, importing
// them for the first time from within Payload's import graph sometimes deadlocks the ES module
// loader (the process exits with code 13, "unsettled top-level await"); loading lexical first,
// alone, avoids the cycle.
await import('lexical')

const [{ getPayload }, { default: config }, { migrations }, { seed }] = await Promise.all([
  import('payload'),
  import('../src/cms/payload.config'),
  import('../src/migrations'),
  import('../src/content/seed'),
])

const payload = await getPayload({ config })
await payload.db.migrate({ migrations: migrations() })
await seed(payload, { pictureScale: Number(options['picture-scale']) })
await payload.destroy()
process.exit(0)

export {}
