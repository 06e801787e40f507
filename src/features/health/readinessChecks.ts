import { astroOrigin, redisUrl, s3Settings } from '@/cms/env'
import { checkStorage } from '@/cms/storageReadiness'
import { payloadClient } from '@/features/site/payload'
import { migrations } from '@/migrations'
import { astroAnswers } from '@/server/astroAnswers'
import { isShuttingDown } from '@/server/shutdownState'

import type { ReadinessCheck } from './readiness'

/** An instance that is shutting down finishes what it serves but wants no new traffic. */
async function notShuttingDown() {
  if (isShuttingDown()) throw new Error('shutting down')
}

type Driver = { name: string; pool?: { query: (sql: string) => Promise<unknown> }; client?: { execute: (sql: string) => Promise<unknown> } }

let failing = false

/** The database answers a trivial query (through the adapter's own driver: PostgreSQL's pool or SQLite's client). */
async function databaseAnswers() {
  try {
    const db = (await payloadClient()).db as unknown as Driver
    await (db.name === 'postgres' ? db.pool!.query('SELECT 1') : db.client!.execute('SELECT 1'))
    failing = false
  } catch (error) {
    // The driver's message may name internal hosts: the probe says what kind of failure, the log
    // says the rest (once, not at every probe).
    if (!failing) console.error('Readiness: the database does not answer', error)
    failing = true
    const code = (error as { code?: unknown }).code
    throw new Error(typeof code === 'string' ? `unreachable (${code})` : 'unreachable')
  }
}

/** Every committed migration of the adapter in use is recorded as applied. */
async function migrationsApplied() {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'payload-migrations', pagination: false, depth: 0, select: { name: true } })
  const applied = new Set(docs.map((doc) => doc.name))
  const missing = migrations()
    .map((migration) => migration.name)
    .filter((name) => !applied.has(name))
  if (missing.length) throw new Error(`not applied: ${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ` and ${missing.length - 3} more` : ''}`)
}

/**
 * What this instance needs to serve, in the order /readyz lists it: one line per part. A check
 * throws a short reason when its part fails; `when` limits it to the configurations that have the
 * part (e.g. `when: () => Boolean(s3Settings())`).
 */
export const readinessChecks: ReadinessCheck[] = [
  { name: 'shutdown', run: notShuttingDown },
  { name: 'database', run: databaseAnswers },
  { name: 'migrations', run: migrationsApplied },
  { name: 'storage', run: checkStorage, when: () => Boolean(s3Settings()) },
  { name: 'redis', run: async () => (await import('@/server/checkRedis')).checkRedis(), when: () => Boolean(redisUrl()) },
  { name: 'pages', run: () => astroAnswers(), when: () => Boolean(astroOrigin()) },
]
