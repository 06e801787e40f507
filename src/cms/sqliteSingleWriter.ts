import fs from 'node:fs/promises'
import { createClient, type Client, type InStatement, type Transaction } from '@libsql/client'
import { E_TIMEOUT, Mutex, withTimeout } from 'async-mutex'

/** How long a write waits for the one before it; past that it fails as SQLite's busy timeout would. */
const writeWaitMs = 15_000

const isRead = (statement: InStatement) => /^\s*select\b/i.test(typeof statement === 'string' ? statement : statement.sql)

/**
 * SQLite allows one writer at a time, and libsql runs every statement synchronously on the event
 * loop: two writers of one process waiting on each other through SQLite's busy timeout block the
 * loop until it expires (SQLITE_BUSY). So the process takes its writes in turn here, waiting
 * asynchronously: every transaction runs on one dedicated writer connection, and a write outside a
 * transaction waits for the transaction in progress. Reads never wait (WAL gives them a snapshot).
 * libsql would otherwise give each transaction the client's connection and open a new one.
 *
 * A write made inside a transaction's work without its request (a plugin hook that drops `req`)
 * waits for that very transaction: it fails after writeWaitMs with a message saying so, rather than
 * hanging. Such writes must pass `req` (they then join the transaction).
 *
 * `pragmas` are applied to the writer connection (busy timeout for other processes, such as a seed
 * run while the server serves, and the synchronous level). With `walFile`, a transaction's commit
 * resolves only once that log is on disk (syncWal), after the turn has passed to the next one.
 */
// internals: sqlite-single-writer
export function serializeWrites(client: Client, url: string, pragmas: string[], walFile?: string): void {
  const durable = walFile ? syncWal(walFile) : async () => {}
  const gate = withTimeout(new Mutex(), writeWaitMs)
  let writer: Client | undefined
  const openWriter = async () => {
    if (writer) return writer
    const connection = createClient({ url })
    for (const pragma of pragmas) await connection.execute(pragma)
    return (writer = connection)
  }
  const inTurn = async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      return await gate.runExclusive(write)
    } catch (error) {
      if (error === E_TIMEOUT) throw new Error(`SQLITE_BUSY: a write waited more than ${writeWaitMs / 1000} s for its turn`)
      throw error
    }
  }

  const execute = client.execute.bind(client)
  const batch = client.batch.bind(client)
  const executeMultiple = client.executeMultiple.bind(client)
  const migrate = client.migrate.bind(client)
  client.execute = ((...args: Parameters<typeof execute>) =>
    isRead(args[0]) ? execute(...args) : inTurn(() => execute(...args))) as Client['execute']
  client.batch = ((statements, mode) => inTurn(() => batch(statements, mode))) as Client['batch']
  client.executeMultiple = (sql) => inTurn(() => executeMultiple(sql))
  client.migrate = (statements) => inTurn(() => migrate(statements))

  const takeTurn = () =>
    gate.acquire().catch((error: unknown) => {
      throw error === E_TIMEOUT ? new Error(`SQLITE_BUSY: a transaction waited more than ${writeWaitMs / 1000} s for its turn`) : error
    })

  // A transaction takes its turn with its first statement, not when it is opened: Payload opens one
  // at the start of an operation and may write outside it first (forgot-password reserves the
  // request that way), which must not wait for a transaction that has not done anything yet.
  client.transaction = async () => {
    let begun: Promise<{ connection: Client; release: () => void }> | undefined
    let open = true
    const begin = () =>
      (begun ??= (async () => {
        const release = await takeTurn()
        try {
          const connection = await openWriter()
          await connection.execute('BEGIN IMMEDIATE')
          return { connection, release }
        } catch (error) {
          release()
          throw error
        }
      })())
    const run = async <T>(work: (connection: Client) => Promise<T>) => {
      if (!open) throw new Error('The transaction is closed')
      return work((await begin()).connection)
    }
    const end = async (statement: 'COMMIT' | 'ROLLBACK') => {
      if (!open) return
      open = false
      if (!begun) return
      const { connection, release } = await begun.catch(() => ({ connection: undefined, release: () => {} }))
      if (!connection) return
      try {
        await connection.execute(statement)
      } catch (error) {
        // A failed COMMIT leaves the transaction open: end it so the next one can begin.
        await connection.execute('ROLLBACK').catch(() => {})
        throw error
      } finally {
        release()
      }
      if (statement === 'COMMIT') await durable()
    }
    const transaction: Transaction = {
      execute: (statement: InStatement) => run((connection) => connection.execute(statement)),
      batch: (statements: InStatement[]) =>
        run(async (connection) => {
          const results = []
          for (const statement of statements) results.push(await connection.execute(statement))
          return results
        }),
      executeMultiple: (sql: string) => run((connection) => connection.executeMultiple(sql)),
      commit: () => end('COMMIT'),
      rollback: () => end('ROLLBACK'),
      close: () => void end('ROLLBACK').catch(() => {}),
      get closed() {
        return !open
      },
    }
    return transaction
  }
}

/**
 * Group commit off the event loop. The writer commits with synchronous NORMAL: SQLite writes the
 * log but does not fsync it, for libsql's fsync runs on the event loop and stalls every request
 * (1 to 12 ms a commit on a busy disk). Instead each commit waits here for an fdatasync of the log
 * in libuv's thread pool, one that starts after its COMMIT returned: everything it wrote is on disk
 * when it resolves, as with synchronous FULL. The file is opened for every sync, so that a log
 * SQLite deleted and made anew is the one synced.
 */
export const syncWal = (walFile: string) =>
  groupFlushes(async () => {
    const handle = await fs.open(walFile, 'r')
    try {
      await handle.datasync()
    } finally {
      await handle.close()
    }
  })

/**
 * `flush` for each caller, shared: a caller gets a flush that starts after its call (the running
 * one may have missed its writes), and every caller that arrives while one runs shares the next.
 */
export function groupFlushes(flush: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined
  let queued: Promise<void> | undefined
  const start = () => {
    const current = flush()
    running = current
    const done = () => {
      if (running === current) running = undefined
    }
    current.then(done, done)
    return current
  }
  return () => {
    if (queued) return queued
    if (!running) return start()
    return (queued = running
      .catch(() => {})
      .then(() => {
        queued = undefined
        return start()
      }))
  }
}
