import { execFileSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'

export type Adapter = 'sqlite' | 'postgres'

/** The database these tests run on: TEST_DB=postgres uses DATABASE_URL_TEST, else a new SQLite file. */
export const adapter: Adapter = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite'

/**
 * Payload on an empty database of the chosen adapter, migrated with the committed migrations
 * (unless `migrate` is false: a test of a migration runs them itself).
 * The configuration reads its environment when first imported, so everything is imported here,
 * after the environment is set.
 */
export async function startPayload({ migrate = true } = {}): Promise<{ payload: Payload; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `site-${adapter}-`))
  process.env.DATA_DIR = dataDir
  process.env.PAYLOAD_SECRET = crypto.randomBytes(16).toString('hex')
  process.env.JOBS_AUTORUN = 'false'
  if (adapter === 'postgres') {
    if (!process.env.DATABASE_URL_TEST) throw new Error('TEST_DB=postgres needs DATABASE_URL_TEST')
    process.env.DATABASE_URL = process.env.DATABASE_URL_TEST
  } else {
    delete process.env.DATABASE_URL
  }

  const [{ default: config }, { getPayload }, { migrations }] = await Promise.all([
    import('@/cms/payload.config'),
    import('payload'),
    import('@/migrations'),
  ])
  const copied = migrate && copyMigratedTemplate(dataDir)
  const payload = await getPayload({ config })
  if (adapter === 'postgres' && !copied) await emptyPostgres(payload)
  // On a copy of the migrated database this finds nothing to run.
  if (migrate) await payload.db.migrate({ migrations: migrations() })
  return { payload, dataDir }
}

/** The address of another database on the server of DATABASE_URL_TEST. */
export const databaseOnTestServer = (name: string) =>
  Object.assign(new URL(process.env.DATABASE_URL_TEST!), { pathname: `/${name}` }).toString()

/**
 * Starts the database from the migrated copy scripts/integration-suite.sh made, when there is one:
 * the file copied into the data folder, or the test database made again from the template.
 */
function copyMigratedTemplate(dataDir: string): boolean {
  const { TEST_SQLITE_TEMPLATE: sqliteTemplate, TEST_POSTGRES_TEMPLATE: postgresTemplate, DATABASE_URL_TEST: url } = process.env
  if (adapter === 'sqlite' && sqliteTemplate) {
    fs.copyFileSync(sqliteTemplate, path.join(dataDir, 'site.db'))
    return true
  }
  if (adapter === 'postgres' && postgresTemplate && url) {
    const database = new URL(url).pathname.slice(1)
    execFileSync('psql', ['-q', databaseOnTestServer('postgres'), '-c', `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`, '-c', `CREATE DATABASE "${database}" TEMPLATE "${postgresTemplate}"`])
    return true
  }
  return false
}

/** DATABASE_URL_TEST may be reused between runs: start from an empty schema. */
async function emptyPostgres(payload: Payload) {
  const { sql } = await import('@payloadcms/db-postgres')
  const db = (payload.db as unknown as { drizzle: { execute: (query: unknown) => Promise<unknown> } }).drizzle
  await db.execute(sql.raw('DROP SCHEMA public CASCADE; CREATE SCHEMA public;'))
}

type Drizzle = { all?: (query: unknown) => Promise<Record<string, unknown>[]>; execute?: (query: unknown) => Promise<{ rows: Record<string, unknown>[] }> }

/** Runs a statement straight on the tables: a test of a migration writes rows as an older version held them. */
export async function rawQuery(payload: Payload, statement: string): Promise<Record<string, unknown>[]> {
  const drizzle = (payload.db as unknown as { drizzle: Drizzle }).drizzle
  const { sql } = adapter === 'postgres' ? await import('@payloadcms/db-postgres') : await import('@payloadcms/db-sqlite')
  return drizzle.execute ? (await drizzle.execute(sql.raw(statement))).rows : drizzle.all!(sql.raw(statement))
}

/**
 * Records every uncaught exception and unhandled rejection from `start()` to `stop()`: a test
 * expects the list to stay empty (Vitest reports such errors only after the run).
 */
export function crashWatch() {
  const crashes: unknown[] = []
  const record = (error: unknown) => crashes.push(error)
  return {
    crashes,
    start: () => process.on('uncaughtException', record).on('unhandledRejection', record),
    stop: () => process.off('uncaughtException', record).off('unhandledRejection', record),
  }
}
