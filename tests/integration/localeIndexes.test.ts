import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parentIndexName } from '@/cms/localeParentIndexes'
import { adapter, rawQuery, startPayload } from './harness'

let payload: Payload

beforeAll(async () => {
  ;({ payload } = await startPayload())
})

afterAll(async () => {
  await payload?.destroy()
})

const tableNames = (rows: Record<string, unknown>[]) => rows.map((row) => String(row.table_name)).sort()

/** Every table holding documents' words in each language, in the migrated database. */
const localeTablesQuery = {
  sqlite: String.raw`SELECT name AS table_name FROM sqlite_master WHERE type = 'table' AND name LIKE '%\_locales' ESCAPE '\'`,
  postgres: String.raw`SELECT tablename AS table_name FROM pg_tables WHERE schemaname = 'public' AND tablename LIKE '%\_locales' ESCAPE '\'`,
}

/** Those of them with an index that starts with `_parent_id`, which a read of one document's words can use. */
const parentIndexedQuery = {
  sqlite: String.raw`SELECT DISTINCT m.name AS table_name FROM sqlite_master m JOIN pragma_index_list(m.name) i JOIN pragma_index_info(i.name) c
    WHERE m.type = 'table' AND m.name LIKE '%\_locales' ESCAPE '\' AND c.seqno = 0 AND c.name = '_parent_id'`,
  postgres: String.raw`SELECT DISTINCT t.relname AS table_name FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid
    JOIN pg_namespace n ON n.oid = t.relnamespace JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = i.indkey[0]
    WHERE n.nspname = 'public' AND t.relname LIKE '%\_locales' ESCAPE '\' AND a.attname = '_parent_id'`,
}

describe(`the tables of each language's words on ${adapter}`, () => {
  it("index every table on its document's id, so that reading a page, post or case study reads only its rows", async () => {
    const localeTables = tableNames(await rawQuery(payload, localeTablesQuery[adapter]))
    expect(localeTables).toEqual(expect.arrayContaining(['pages_locales', 'posts_locales', '_posts_v_locales', 'projects_locales', 'pages_blocks_faq_items_locales']))
    expect(tableNames(await rawQuery(payload, parentIndexedQuery[adapter]))).toEqual(localeTables)
  })

  it("are declared with that index in the adapter's schema, so that the next migration keeps it", async () => {
    const core = adapter === 'postgres' ? await import('@payloadcms/db-postgres/drizzle/pg-core') : await import('@payloadcms/db-sqlite/drizzle/sqlite-core')
    const indexesOf = core.getTableConfig as unknown as (table: unknown) => { indexes: { config: { name: string; columns: { name?: string }[] } }[] }
    const tables = (payload.db as unknown as { tables: Record<string, unknown> }).tables
    const localeTables = Object.keys(tables).filter((name) => name.endsWith('_locales'))
    expect(localeTables).toContain('posts_locales')
    for (const name of localeTables) {
      const indexes = indexesOf(tables[name]).indexes.map(({ config }) => ({ name: config.name, columns: config.columns.map((column) => column.name) }))
      expect(indexes, name).toContainEqual({ name: parentIndexName(name), columns: ['_parent_id'] })
    }
  })
})
