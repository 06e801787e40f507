/**
 * The adapter's own tables, read and written in bulk for the scale benchmark's data
 * (scripts/seed-scale.ts): rows as drizzle holds them (by the tables' property names), inserted a
 * few thousand at a time, without Payload's hooks.
 */
import type { Payload } from 'payload'

import { usesPostgres } from '../../src/cms/env'

export type Row = Record<string, unknown>
export type Column = { name: string; primary: boolean; dataType: string }
type ForeignKey = { reference: () => { columns: Column[]; foreignTable: object } }
type TableConfig = { name: string; columns: Column[]; foreignKeys: ForeignKey[] }
type Query = PromiseLike<unknown>
type Drizzle = {
  transaction: <T>(work: (tx: Drizzle) => Promise<T>) => Promise<T>
  select: () => { from: (table: object) => PromiseLike<Row[]> }
  insert: (table: object) => { values: (rows: Row[]) => Query }
  execute?: (query: unknown) => Promise<{ rows: Row[] }>
  all?: (query: unknown) => Promise<Row[]>
}

/** What the scale seed needs of a table: its name, its columns by property name, its links to others. */
export type TableShape = {
  name: string
  table: object
  /** Property name (as drizzle's rows hold it) of each column. */
  keys: Map<Column, string>
  columns: Column[]
  primary: Column | undefined
  /** Each column that links to another table: the property and the table it names. */
  links: { key: string; column: Column; to: string }[]
}

/** The property name of the column `name` of `shape`. */
export function keyOf(shape: TableShape, name: string): string {
  for (const [column, key] of shape.keys) if (column.name === name) return key
  throw new Error(`No column ${name} in ${shape.name}`)
}

/**
 * Bound values a statement takes (both databases take over 30,000): on SQLite a few short statements
 * went faster through drizzle than one long one; on PostgreSQL long ones, saving round trips.
 */
const boundValuesOf = (postgres: boolean) => (postgres ? 30_000 : 2000)

export async function adapterTables(payload: Payload) {
  const postgres = usesPostgres()
  const core = postgres ? await import('@payloadcms/db-postgres/drizzle/pg-core') : await import('@payloadcms/db-sqlite/drizzle/sqlite-core')
  const orm = postgres ? await import('@payloadcms/db-postgres/drizzle') : await import('@payloadcms/db-sqlite/drizzle')
  const tableConfig = core.getTableConfig as unknown as (table: object) => TableConfig
  const tableColumns = orm.getTableColumns as unknown as (table: object) => Record<string, Column>
  const rawSql = orm.sql.raw as (text: string) => unknown
  const { tables, drizzle } = payload.db as unknown as { tables: Record<string, object>; drizzle: Drizzle }

  const shapes = new Map<string, TableShape>()
  for (const table of Object.values(tables)) {
    const config = tableConfig(table)
    const keys = new Map(Object.entries(tableColumns(table)).map(([key, column]) => [column, key]))
    const links = config.foreignKeys.flatMap((foreignKey) => {
      const { columns, foreignTable } = foreignKey.reference()
      // By name: PostgreSQL's foreign keys hold copies of the columns (drizzle's extra-config columns).
      const key = columns.length === 1 ? [...keys].find(([column]) => column.name === columns[0]!.name)?.[1] : undefined
      return key ? [{ key, column: columns[0]!, to: tableConfig(foreignTable).name }] : []
    })
    shapes.set(config.name, { name: config.name, table, keys, columns: config.columns, primary: config.columns.find((column) => column.primary), links })
  }

  const query = async (text: string): Promise<Row[]> => (drizzle.execute ? (await drizzle.execute(rawSql(text))).rows : drizzle.all!(rawSql(text)))

  return {
    postgres,
    shapes,
    shape: (name: string) => {
      const found = shapes.get(name)
      if (!found) throw new Error(`No table ${name}`)
      return found
    },
    rows: (shape: TableShape) => drizzle.select().from(shape.table),
    /** A row of `shape` from values by column name (`user_id`), as drizzle takes it (`user`). */
    rowOf(shape: TableShape, values: Row): Row {
      return Object.fromEntries(Object.entries(values).map(([name, value]) => [keyOf(shape, name), value]))
    },
    query,
    /** Inserts `rows` in statements of as many rows as the databases bind at once (in the transaction `into` when given). */
    async insert(shape: TableShape, rows: Row[], into: Transaction = drizzle) {
      const perStatement = Math.max(1, Math.floor(boundValuesOf(postgres) / Math.max(1, shape.columns.length)))
      for (let start = 0; start < rows.length; start += perStatement) await into.insert(shape.table).values(rows.slice(start, start + perStatement))
    },
    /** Runs `work` in one transaction: what it inserts through the transaction it is handed is stored all or not at all. */
    transaction: <T>(work: (into: Transaction) => Promise<T>) => drizzle.transaction(work),
    /** The highest id of `shape` so far (0 when empty), for rows inserted with ids of their own. */
    async maxId(shape: TableShape): Promise<number> {
      const [row] = await query(`SELECT max("${shape.primary!.name}") AS top FROM "${shape.name}"`)
      return Number(row?.top ?? 0)
    },
    /** PostgreSQL hands out ids from a sequence, which rows inserted with their own ids leave behind: moved past them. */
    async followIds(shape: TableShape) {
      if (!postgres || shape.primary?.dataType !== 'number') return
      await query(`SELECT setval(pg_get_serial_sequence('"${shape.name}"', '${shape.primary.name}'), (SELECT max("${shape.primary.name}") FROM "${shape.name}"))`)
    },
  }
}

/** A transaction of the adapter's drizzle instance, to insert through. */
export type Transaction = Pick<Drizzle, 'insert'>
export type AdapterTables = Awaited<ReturnType<typeof adapterTables>>
