import path from 'node:path'
import { postgresAdapter, sql as postgresSql } from '@payloadcms/db-postgres'
import { sqliteAdapter, sql as sqliteSql, type SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

import { claimJobsAtomically } from './atomicJobClaims'
import { dataDir, databaseUrl, usesPostgres } from './env'
import { postgresLocaleParentIndexes, sqliteLocaleParentIndexes } from './localeParentIndexes'
import { serializeWrites } from './sqliteSingleWriter'
import { keepPreparedStatements } from './sqliteStatements'

const migrationsRoot = path.resolve('src/migrations')
const busyTimeoutMs = 10_000

/** The write-ahead log of a SQLite file URL (`file:/data/site.db` → `/data/site.db-wal`); none in memory. */
export function walFileOf(url: string): string | undefined {
  const match = /^file:([^?]+)/.exec(url)
  if (!match || match[1] === ':memory:' || /[?&]mode=memory\b/.test(url)) return undefined
  return `${path.resolve(decodeURIComponent(match[1]!))}-wal`
}

/** drizzle's `sql` tag of the database in use (each adapter carries its own copy of drizzle). */
export const databaseSql = () => (usesPostgres() ? postgresSql : sqliteSql)

/**
 * PostgreSQL when DATABASE_URL says so, else a SQLite file in the data folder.
 * The schema only ever changes through the committed migrations of each adapter (never `push`),
 * so development, tests and production run the same schema. Both run writes in transactions: a
 * lead and its queued mails commit together or not at all.
 */
export function databaseAdapter(): DatabaseAdapterObj {
  if (usesPostgres()) {
    const adapter = postgresAdapter({
      pool: { connectionString: databaseUrl() },
      migrationDir: path.join(migrationsRoot, 'postgres'),
      push: false,
      afterSchemaInit: [postgresLocaleParentIndexes],
    })
    // Every instance may run the job queue: each job is claimed by one of them (atomicJobClaims.ts).
    // internals: atomic-job-claims
    return { ...adapter, init: (args) => claimJobsAtomically(adapter.init(args)) }
  }
  const url = databaseUrl() || `file:${path.join(dataDir(), 'site.db')}`
  keepPreparedStatements()
  const adapter = sqliteAdapter({
    client: { url },
    // Write-ahead logging: readers never wait for a writer, and a commit costs one fsync of the
    // log (synchronous FULL keeps every committed lead through a power loss). Transactions commit on
    // the writer connection instead, whose fsync runs off the event loop (sqliteSingleWriter.ts).
    wal: { synchronous: 'FULL' },
    busyTimeout: busyTimeoutMs,
    // Without this option the adapter runs no transactions at all: every write commits alone.
    // internals: sqlite-single-writer
    transactionOptions: {},
    migrationDir: path.join(migrationsRoot, 'sqlite'),
    push: false,
    afterSchemaInit: [sqliteLocaleParentIndexes],
  })
  return {
    ...adapter,
    init: (args) => {
      // internals: atomic-job-claims
      const instance = claimJobsAtomically(adapter.init(args) as SQLiteAdapter)
      const connect = instance.connect!
      // internals: sqlite-single-writer
      instance.connect = async function (options) {
        const fresh = !instance.client
        await connect.call(this, options)
        if (!fresh) return
        // The writer's commits reach the disk through syncWal, off the event loop (same durability).
        const walFile = walFileOf(url)
        const synchronous = walFile ? 'NORMAL' : 'FULL'
        serializeWrites(instance.client, url, [`PRAGMA busy_timeout = ${busyTimeoutMs}`, `PRAGMA synchronous = ${synchronous}`], walFile)
      }
      return instance
    },
  }
}
