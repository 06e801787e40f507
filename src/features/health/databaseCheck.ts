import { payloadClient } from '@/features/site/payload'

type Driver = { name: string; pool?: { query: (sql: string) => Promise<unknown> }; client?: { execute: (sql: string) => Promise<unknown> } }

let failing = false

/** The database answers a trivial query (through the adapter's own driver: PostgreSQL's pool or SQLite's client). */
export async function databaseAnswers() {
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
