import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { createClient } from '@libsql/client'

import { databaseUrl, dataDir } from '@/cms/env'

/** The SQLite file the site uses: DATABASE_URL's `file:` path, else `site.db` in the data folder. */
export function sqliteFile(): string {
  const url = databaseUrl()
  if (!url) return path.join(dataDir(), 'site.db')
  const match = /^file:([^?]+)/.exec(url)
  if (!match || match[1] === ':memory:') throw new Error(`Backups need a SQLite file or PostgreSQL; DATABASE_URL is ${url}`)
  return path.resolve(decodeURIComponent(match[1]!))
}

/** The files SQLite keeps beside a database: a stale log next to another database would corrupt it. */
export const sqliteCompanions = (file: string) => [`${file}-wal`, `${file}-shm`, `${file}-journal`]

/**
 * A consistent copy of the live database into `target` while the site keeps running: VACUUM INTO
 * reads one snapshot (WAL lets the site's writes go on meanwhile) and writes a compact file.
 */
export async function copySqlite(source: string, target: string): Promise<void> {
  if (!fs.existsSync(source)) throw new Error(`No SQLite database at ${source}`)
  const client = createClient({ url: `file:${source}` })
  try {
    await client.execute('PRAGMA busy_timeout = 10000')
    await client.execute({ sql: 'VACUUM INTO ?', args: [target] })
  } finally {
    client.close()
  }
}

/** The tables of a SQLite file (none when there is no file). */
export async function sqliteTables(file: string): Promise<string[]> {
  if (!fs.existsSync(file) || fs.statSync(file).size === 0) return []
  const client = createClient({ url: `file:${file}` })
  try {
    const { rows } = await client.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    return rows.map((row) => String(row.name))
  } finally {
    client.close()
  }
}

/** Puts a restored database file in place of `target`, removing the old file's log first. */
export async function placeSqlite(restored: string, target: string): Promise<void> {
  await fsp.mkdir(path.dirname(target), { recursive: true })
  for (const companion of sqliteCompanions(target)) await fsp.rm(companion, { force: true })
  await fsp.rename(restored, target)
}
