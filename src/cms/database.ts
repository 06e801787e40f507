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
    migrationDir: path.join(migrationsRoot, 'sqlite'),
    push: false,
  })
}
