/**
 * Migrates one empty database with the committed migrations, for an integration suite to start each
 * file from a copy (harness.ts) instead of running forty migrations per file: SQLite into DATA_DIR,
 * PostgreSQL into DATABASE_URL. Run by scripts/integration-suite.sh.
 */
import crypto from 'node:crypto'

import { rawQuery } from './harness'

process.env.JOBS_AUTORUN = 'false'
process.env.PAYLOAD_SECRET = crypto.randomBytes(16).toString('hex')

const [{ getPayload }, { default: config }, { migrations }] = await Promise.all([import('payload'), import('@/cms/payload.config'), import('@/migrations')])
const payload = await getPayload({ config })
await payload.db.migrate({ migrations: migrations() })
// The whole database in its file, none of it in the write-ahead log, before the file is copied.
if (process.env.TEST_DB !== 'postgres') await rawQuery(payload, 'PRAGMA wal_checkpoint(TRUNCATE)')
await payload.destroy()
process.exit(0)
