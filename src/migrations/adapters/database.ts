/** Runs one statement and returns its rows: the migration's own database handle. */
export type Query = (statement: string) => Promise<Record<string, unknown>[]>

/** How the migration's database lists its tables and their columns. */
export type Schema = {
  tables: () => Promise<string[]>
  columns: (table: string) => Promise<string[]>
}
