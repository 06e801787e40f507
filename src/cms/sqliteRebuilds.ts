import { sql } from '@payloadcms/db-sqlite'
import type { MigrateUpArgs } from '@payloadcms/db-sqlite'

type Db = MigrateUpArgs['db']

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`

/** The tables whose rows refer to these tables, directly or through other such tables, parents first. */
async function referringTables(db: Db, tables: string[]): Promise<string[]> {
  const all = (await db.all<{ name: string }>(sql`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`)).map(
    (row) => row.name,
  )
  const parentsOf = new Map<string, string[]>()
  for (const table of all) {
    const keys = await db.all<{ table: string }>(sql.raw(`SELECT "table" FROM pragma_foreign_key_list(${`'${table.replaceAll("'", "''")}'`})`))
    parentsOf.set(table, keys.map((key) => key.table))
  }
  const found: string[] = []
  let frontier = tables
  while (frontier.length) {
    const next = all.filter((table) => !found.includes(table) && !tables.includes(table) && parentsOf.get(table)!.some((parent) => frontier.includes(parent)))
    found.push(...next)
    frontier = next
  }
  return found
}

async function columnsOf(db: Db, table: string) {
  return (await db.all<{ name: string }>(sql.raw(`SELECT name FROM pragma_table_info('${table.replaceAll("'", "''")}')`))).map((row) => row.name)
}

/**
 * Runs `rebuild`, which drops and recreates `tables` the way SQLite changes a column's NOT NULL
 * (a new table, the rows copied, the old one dropped), keeping the rows of every table that refers
 * to them. Payload runs a migration in a transaction, where `PRAGMA foreign_keys=OFF` does nothing:
 * dropping the old table would delete, by cascade, every block, array row and relation of every
 * page. Those rows are copied aside first and put back once the tables are rebuilt.
 */
// internals: sqlite-migration-rebuilds
export async function keepingReferringRows(db: Db, tables: string[], rebuild: () => Promise<void>) {
  const referring = await referringTables(db, tables)
  for (const table of referring) await db.run(sql.raw(`CREATE TEMP TABLE ${quoted(`kept_${table}`)} AS SELECT * FROM ${quoted(table)}`))
  await rebuild()
  for (const table of [...referring].reverse()) await db.run(sql.raw(`DELETE FROM ${quoted(table)}`))
  for (const table of referring) {
    const now = await columnsOf(db, table)
    const kept = new Set(await columnsOf(db, `kept_${table}`))
    const columns = now.filter((column) => kept.has(column)).map(quoted).join(', ')
    await db.run(sql.raw(`INSERT INTO ${quoted(table)} (${columns}) SELECT ${columns} FROM ${quoted(`kept_${table}`)}`))
    await db.run(sql.raw(`DROP TABLE ${quoted(`kept_${table}`)}`))
  }
}
