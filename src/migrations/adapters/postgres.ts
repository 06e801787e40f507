import { type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import type { Query, Schema } from './database'

type Database = MigrateUpArgs['db']

/** A PostgreSQL migration's raw statements, for the data helpers both adapters share. */
export const query = (db: Database): Query => async (statement) => (await db.execute(sql.raw(statement))).rows as Record<string, unknown>[]

export const schema = (db: Database): Schema => ({
  tables: async () =>
    (await query(db)(`SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()`)).map((row) => String(row.table_name)),
  columns: async (table) =>
    (await query(db)(`SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = '${table}'`)).map(
      (row) => String(row.column_name),
    ),
})
