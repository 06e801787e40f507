/**
 * Brings the database up to date (committed migrations, then a first version for documents saved
 * before drafts, and the search records' format), loads the demo content on an empty database only,
 * and creates the first admin from ADMIN_EMAIL and ADMIN_PASSWORD.
 * `--demo` (npm run seed) loads the demo content on purpose: whatever of it is missing.
 * `--picture-scale 0.5` draws the demo pictures at half size (the end-to-end tests' seed).
 */
import { parseArgs } from 'node:util'

const { values: options } = parseArgs({
  options: { demo: { type: 'boolean', default: false }, 'picture-scale': { type: 'string', default: '1' } },
})

// Queued jobs are the web server's to run, not this short script's.
process.env.JOBS_AUTORUN = 'false'

// Lexical's Node builds pick their dev or prod file with a top-level await. On Node 20, importing
// them for the first time from within Payload's import graph sometimes deadlocks the ES module
// loader (the process exits with code 13, "unsettled top-level await"); loading lexical first,
// alone, avoids the cycle.
await import('lexical')

const [{ getPayload }, { default: config }, { migrations }, { giveEveryDocumentAVersion }, { keepSearchIndexCurrent }, { prepareContent }] = await Promise.all([
  import('payload'),
  import('../src/cms/payload.config'),
  import('../src/migrations'),
  import('../src/cms/firstVersions'),
  import('../src/features/search/indexFormat'),
  import('../src/content/seed/demoOnce'),
])

const payload = await getPayload({ config })
await payload.db.migrate({ migrations: migrations() })
await giveEveryDocumentAVersion(payload)
// Before the demo loads: an empty database only records the format, and the demo is indexed in it.
await keepSearchIndexCurrent(payload)
await prepareContent(payload, { demo: options.demo, pictureScale: Number(options['picture-scale']) })
await payload.destroy()
process.exit(0)

export {}
