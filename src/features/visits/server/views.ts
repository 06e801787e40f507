import type { Payload } from 'payload'

import { databaseSql } from '@/cms/database'
import { viewsFlushMs } from '@/cms/env'
import { onShutdown } from '@/server/shutdownState'
import { viewCountKey } from '../collections/ViewCounts'
import { defaultRetentionDays } from '../protocol'
import { companyDay, daysBefore } from './companyDay'
import { type ViewCountRow, viewTally } from './viewTally'

type Table = Record<string, unknown>
/** What the write needs of Payload's drizzle adapters (SQLite and PostgreSQL alike). */
type DrizzleDatabase = {
  tableNameMap: Map<string, string>
  tables: Record<string, Table>
  drizzle: { insert: (table: Table) => { values: (rows: object[]) => { onConflictDoUpdate: (config: { target: unknown[]; set: object }) => Promise<unknown> } } }
}

/**
 * Adds the rows to the counts: a new key is inserted, a known one has its views and landings added
 * (one statement, safe with many instances writing at once).
 */
async function addToCounts(payload: Payload, rows: ViewCountRow[]) {
  const db = payload.db as unknown as DrizzleDatabase
  const table = db.tables[db.tableNameMap.get('view_counts')!]!
  const sql = databaseSql()
  await db.drizzle
    .insert(table)
    .values(rows)
    .onConflictDoUpdate({
      target: viewCountKey.map((column) => table[column]),
      set: { views: sql`${table.views} + excluded.views`, landings: sql`${table.landings} + excluded.landings` },
    })
}

/** Deletes the counts older than the retention Settings › Analytics sets. */
export async function pruneOldViews(payload: Payload) {
  const settings = await payload.findGlobal({ slug: 'analytics', depth: 0 })
  const days = settings.viewRetentionDays ?? defaultRetentionDays
  await payload.db.deleteMany({ collection: 'view-counts', where: { day: { less_than: daysBefore(days) } } })
}

const tallies = new WeakMap<Payload, ReturnType<typeof viewTally>>()

/** This process's tally of views, written to `payload`'s database; what is left is written at shutdown. */
export function viewsOf(payload: Payload) {
  let tally = tallies.get(payload)
  if (!tally) {
    let prunedOn: string | undefined
    const created = viewTally({
      flushMs: viewsFlushMs(),
      write: async (rows) => {
        await addToCounts(payload, rows)
        // The first write of each day prunes the old counts.
        if (prunedOn === companyDay()) return
        await pruneOldViews(payload)
        prunedOn = companyDay()
      },
      onError: (error) => payload.logger.error({ err: error, msg: 'Could not store the page views: kept for the next write' }),
    })
    tallies.set(payload, created)
    onShutdown('page views', () => created.flush())
    tally = created
  }
  return tally
}
