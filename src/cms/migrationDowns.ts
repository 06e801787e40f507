/**
 * Mends two faults of the `down` that Payload generates (scripts/migrate-create.sh applies it to
 * the migrations it has just written):
 * - SQLite: foreign keys are turned off only after the tables are dropped, and with them on,
 *   dropping a table that the locked documents' links name fails once another such table is gone.
 * - PostgreSQL: constraints and indexes are dropped after `DROP TABLE … CASCADE` already took them.
 */
const foreignKeysOff = '  await db.run(sql`PRAGMA foreign_keys=OFF;`)\n'
const why = "  // Off before the drops: with foreign keys on, SQLite checks the locked documents' links to a table dropped a moment before.\n"

export function mendDown(source: string): string {
  const at = source.indexOf('export async function down')
  if (at < 0) return source
  const [up, down] = [source.slice(0, at), source.slice(at)]
  let mended = down.replace(/DROP (CONSTRAINT|INDEX) (?!IF EXISTS)/g, 'DROP $1 IF EXISTS ')
  const firstDrop = mended.indexOf('DROP TABLE')
  if (mended.includes(foreignKeysOff) && firstDrop >= 0 && firstDrop < mended.indexOf(foreignKeysOff)) {
    const body = mended.indexOf('{\n') + 2
    mended = mended.replace(foreignKeysOff, '')
    mended = `${mended.slice(0, body)}${why}${foreignKeysOff}${mended.slice(body)}`
  }
  return up + mended
}
