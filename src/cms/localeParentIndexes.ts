import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'
import { index as postgresIndex } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { SQLiteSchemaHook } from '@payloadcms/db-sqlite'
import { index as sqliteIndex } from '@payloadcms/db-sqlite/drizzle/sqlite-core'

type PostgresSchemaHook = NonNullable<PostgresAdapterArgs['afterSchemaInit']>[number]

/**
 * Payload indexes each `*_locales` table (a document's words in each language) only on
 * (`_locale`, `_parent_id`), unique, but reads a document's words with `where _parent_id = …`
 * alone, which that index cannot serve: every read of a page, post or case study scanned the whole
 * table (10 posts by id took 834 ms at a hundred times the demo on SQLite, 1 ms with this index).
 * These hooks add the index to each adapter's schema; a migration creates it.
 */
export const parentIndexName = (table: string) => `${table}_parent_id_idx`

/** The `_locales` tables of a schema (Payload's default `localesSuffix`, which the adapters keep). */
const localeTables = <Table>(tables: Record<string, Table>) => Object.entries(tables).filter(([name]) => name.endsWith('_locales'))

export const sqliteLocaleParentIndexes: SQLiteSchemaHook = ({ schema, extendTable }) => {
  for (const [name, table] of localeTables(schema.tables)) {
    extendTable({ table, extraConfig: (columns) => ({ [parentIndexName(name)]: sqliteIndex(parentIndexName(name)).on(columns._parentID) }) })
  }
  return schema
}

export const postgresLocaleParentIndexes: PostgresSchemaHook = ({ schema, extendTable }) => {
  for (const [name, table] of localeTables(schema.tables)) {
    extendTable({ table, extraConfig: (columns) => ({ [parentIndexName(name)]: postgresIndex(parentIndexName(name)).on(columns._parentID) }) })
  }
  return schema
}
