import Database from 'libsql'

/** Prepared statements kept per connection: a lead takes 8, a page a few dozen. */
export const keptStatements = 128

const kept = Symbol.for('atelier.keptStatements')
type Prepare = Database.Database['prepare']
type Connection = Database.Database & { [kept]?: Map<string, Database.Statement> }

/**
 * @libsql/client prepares every statement anew (libsql's `Database.prepare`, on the event loop): a
 * tenth of a lead's CPU. Each connection keeps its most recent statements instead and reuses them,
 * as better-sqlite3's users do. That is safe because the client runs a statement to its end in one
 * synchronous call (every row read at once), so two uses never overlap, and SQLite prepares a kept
 * statement again by itself when the schema changes. A statement whose result has `*` at its top
 * level is not kept: its columns follow the schema, and a kept one would go on naming the columns it
 * was first prepared with (Payload's reads have `select *` only in their subqueries). Idempotent.
 */
// internals: sqlite-prepared-statements
export function keepPreparedStatements(): void {
  const prototype = Database.prototype as Connection & { prepare: Prepare & { [kept]?: true } }
  if (prototype.prepare[kept]) return
  const prepare = prototype.prepare
  const keeping = function (this: Connection, sql: string) {
    if (starOutsideParentheses(sql)) return prepare.call(this, sql)
    const statements = (this[kept] ??= new Map())
    let statement = statements.get(sql)
    if (statement) {
      // Most recently used last, so the first is the one to drop.
      statements.delete(sql)
    } else {
      statement = remembering(prepare.call(this, sql))
      if (statements.size >= keptStatements) statements.delete(statements.keys().next().value!)
    }
    statements.set(sql, statement)
    return statement
  } as Prepare & { [kept]?: true }
  keeping[kept] = true
  prototype.prepare = keeping
}

/**
 * A kept statement answers what cannot change from one run to the next without asking libsql again:
 * its columns (the client asks twice a run), and whether it returns rows (the client asks by
 * switching raw mode on, which throws for a statement that returns none, such as COMMIT).
 */
function remembering(statement: Database.Statement): Database.Statement {
  const columns = statement.columns.bind(statement)
  const raw = statement.raw.bind(statement)
  let named: ReturnType<typeof columns> | undefined
  let rawOn: { error?: unknown } | undefined
  statement.columns = () => (named ??= columns())
  statement.raw = (on = true) => {
    if (!on) {
      rawOn = undefined
      return raw(false)
    }
    if (!rawOn) {
      try {
        raw(true)
        rawOn = {}
      } catch (error) {
        rawOn = { error }
      }
    }
    if (rawOn.error) throw rawOn.error
    return statement
  }
  return statement
}

/** Whether `sql` has a `*` outside every parenthesis and quoted name or string. */
export function starOutsideParentheses(sql: string): boolean {
  let depth = 0
  let quote: string | undefined
  for (const char of sql) {
    if (quote) {
      if (char === quote) quote = undefined
    } else if (char === '"' || char === "'" || char === '`') quote = char
    else if (char === '(') depth++
    else if (char === ')') depth--
    else if (char === '*' && depth === 0) return true
  }
  return false
}
