/**
 * The data side of the localization migration, shared by both adapters' migrations: every word a
 * database held before the site had languages is English. Run after the migration has created the
 * `…_locales` tables and before it drops the columns they take over, it copies each such column's
 * values into its table's English rows. Frozen here as the migration must be.
 */
import type { Query, Schema } from './adapters/database'

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`

/** The columns the locales rows keep of their own, not taken from the document's table. */
const ownColumns = new Set(['id', '_locale', '_parent_id'])

/** Each locales table with its document's table and the columns it took over from it. */
async function* movedColumns(schema: Schema): AsyncGenerator<{ table: string; localesTable: string; moved: string[] }> {
  const tables = await schema.tables()
  for (const localesTable of tables.filter((table) => table.endsWith('_locales'))) {
    const table = localesTable.slice(0, -'_locales'.length)
    if (!tables.includes(table)) continue
    const existing = new Set(await schema.columns(table))
    const moved = (await schema.columns(localesTable)).filter((column) => !ownColumns.has(column) && existing.has(column))
    if (moved.length) yield { table, localesTable, moved }
  }
}

/** Copies the words of every table that now has a `…_locales` table into English rows of it. */
export async function copyWordsIntoEnglish(query: Query, schema: Schema): Promise<void> {
  for await (const { table, localesTable, moved } of movedColumns(schema)) {
    const columns = moved.map(quoted).join(', ')
    await query(`INSERT INTO ${quoted(localesTable)} (${columns}, "_locale", "_parent_id") SELECT ${columns}, 'en', "id" FROM ${quoted(table)}`)
  }
}

/** The way down: the English rows' words back into the document's table, before the locales tables go. */
export async function copyEnglishWordsBack(query: Query, schema: Schema): Promise<void> {
  for await (const { table, localesTable, moved } of movedColumns(schema)) {
    const assignments = moved
      .map((column) => `${quoted(column)} = (SELECT l.${quoted(column)} FROM ${quoted(localesTable)} l WHERE l."_parent_id" = ${quoted(table)}."id" AND l."_locale" = 'en')`)
      .join(', ')
    await query(`UPDATE ${quoted(table)} SET ${assignments}`)
  }
}

/** The rows of lists of words (a case study's services, its materials) become English rows: their new `locale` is 'en'. */
export async function markListsEnglish(query: Query, schema: Schema): Promise<void> {
  for (const table of (await schema.tables()).filter((name) => name.endsWith('_texts'))) {
    if ((await schema.columns(table)).includes('locale')) await query(`UPDATE ${quoted(table)} SET "locale" = 'en' WHERE "locale" IS NULL`)
  }
}
