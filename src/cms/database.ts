import path from 'node:path'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

import { dataDir, databaseUrl, usesPostgres } from './env'

const migrationsRoot = path.resolve('src/migrations')

/**
 * PostgreSQL when DATABASE_URL says so, else a SQLite file in the data folder.
 * The schema only ever changes through the committed migrations of each adapter (never `push`),
 * so development, tests and production run the same schema.
 */
export function databaseAdapter(): DatabaseAdapterObj {
  if (usesPostgres()) {
    return postgresAdapter({
      pool: { connectionString: databaseUrl() },
      migrationDir: path.join(migrationsRoot, 'postgres'),
      push: false,
    })
  }
  return sqliteAdapter({
    client: { url: databaseUrl() || `file:${path.join(dataDir(), 'site.db')}` },
    // Write-ahead logging: readers never wait for a writer, and a commit costs one fsync of the
    // log (synchronous FULL keeps every committed lead through a power loss).
    wal: { synchronous: 'FULL' },
    busyTimeout: 10_000,
    migrationDir: path.join(migrationsRoot, 'sqlite'),
    push: false,
  })
}
