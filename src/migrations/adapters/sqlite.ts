import { type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

import type { Query, Schema } from './database'

type Database = MigrateUpArgs['db']

/** A SQLite migration's raw statements, for the data helpers both adapters share. */
export const query = (db: Database): Query => (statement) => db.all<Record<string, unknown>>(sql.raw(statement))

export const schema = (db: Database): Schema => ({
  tables: async () => (await query(db)(`SELECT name FROM sqlite_master WHERE type = 'table'`)).map((row) => String(row.name)),
  columns: async (table) => (await query(db)(`SELECT name FROM pragma_table_info('${table}')`)).map((row) => String(row.name)),
})
