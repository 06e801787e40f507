import path from 'node:path'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter, type SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

import { dataDir, databaseUrl, usesPostgres } from './env'
import { serializeWrites } from './sqliteSingleWriter'

const migrationsRoot = path.resolve('src/migrations')
const busyTimeoutMs = 10_000

/**
 * PostgreSQL when DATABASE_URL says so, else a SQLite file in the data folder.
 * The schema only ever changes through the committed migrations of each adapter (never `push`),
 * so development, tests and production run the same schema. Both run writes in transactions: a
 * lead and its queued mails commit together or not at all.
 */
export function databaseAdapter(): DatabaseAdapterObj {
  if (usesPostgres()) {
    return postgresAdapter({
      pool: { connectionString: databaseUrl() },
      migrationDir: path.join(migrationsRoot, 'postgres'),
      push: false,
    })
  }
  const url = databaseUrl() || `file:${path.join(dataDir(), 'site.db')}`
  const adapter = sqliteAdapter({
    client: { url },
    // Write-ahead logging: readers never wait for a writer, and a commit costs one fsync of the
    // log (synchronous FULL keeps every committed lead through a power loss).
    wal: { synchronous: 'FULL' },
    busyTimeout: busyTimeoutMs,
    // Without this option the adapter runs no transactions at all: every write commits alone.
    transactionOptions: {},
    migrationDir: path.join(migrationsRoot, 'sqlite'),
    push: false,
  })
  return {
    ...adapter,
    init: (args) => {
      const instance = adapter.init(args) as SQLiteAdapter
      const connect = instance.connect!
      instance.connect = async function (options) {
        const fresh = !instance.client
        await connect.call(this, options)
        if (fresh) serializeWrites(instance.client, url, [`PRAGMA busy_timeout = ${busyTimeoutMs}`, 'PRAGMA synchronous = FULL'])
      }
      return instance
    },
  }
}
