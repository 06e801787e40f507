import type { Payload } from 'payload'

import { databaseSql } from '@/cms/database'
import { viewsFlushMs } from '@/cms/env'
import { onShutdown } from '@/server/shutdownState'
import { answerTally, type Counts, mergeReferrers, mostSeen } from './answerTally'

type Table = Record<string, unknown>
/** What the writes need of Payload's drizzle adapters (SQLite and PostgreSQL alike). */
type DrizzleDatabase = {
  tableNameMap: Map<string, string>
  tables: Record<string, Table>
  drizzle: {
    insert: (table: Table) => { values: (rows: object[]) => { onConflictDoUpdate: (config: { target: unknown[]; set: object }) => Promise<unknown> } }
    update: (table: Table) => { set: (values: object) => { where: (condition: unknown) => Promise<unknown> } }
  }
}

/**
 * Writes a batch: each missing address inserted or its hits added and its last sighting moved (one
 * statement, safe with many instances writing at once), then the sites that linked to it added to
 * its tally of origins; each rule's hits added.
 */
async function writeCounts(payload: Payload, { misses, hits }: Counts) {
  const db = payload.db as unknown as DrizzleDatabase
  const sql = databaseSql()
  if (misses.length) {
    const table = db.tables[db.tableNameMap.get('not_found')!]!
    await db.drizzle
      .insert(table)
      .values(misses.map(({ path, kind, hits, firstSeen, lastSeen, referrers }) => ({ path, kind, hits, firstSeen, lastSeen, referrer: mostSeen(referrers), referrers })))
      .onConflictDoUpdate({ target: [table.path, table.kind], set: { hits: sql`${table.hits} + excluded.hits`, lastSeen: sql`excluded.last_seen` } })
    // The origins are a small JSON tally, merged row by row: two instances merging one row at the same moment may lose a few of each other's.
    for (const miss of misses.filter((entry) => Object.keys(entry.referrers).length)) {
      const row = (await payload.db.findOne({ collection: 'not-found', where: { and: [{ path: { equals: miss.path } }, { kind: { equals: miss.kind } }] } })) as { id: number; referrers?: Record<string, number> | null; hits?: number } | null
      if (!row) continue
      const referrers = row.hits === miss.hits ? miss.referrers : mergeReferrers(row.referrers ?? {}, miss.referrers)
      await payload.db.updateOne({ collection: 'not-found', id: row.id, data: { referrers, referrer: mostSeen(referrers) } })
    }
  }
  if (hits.length) {
    const table = db.tables[db.tableNameMap.get('redirects')!]!
    for (const { id, hits: count, lastHit } of hits) {
      await db.drizzle.update(table).set({ hits: sql`coalesce(${table.hits}, 0) + ${count}`, lastHit }).where(sql`${table.id} = ${id}`)
    }
  }
}

const tallies = new WeakMap<Payload, ReturnType<typeof answerTally>>()

/** This process's tally of 404s and redirect hits, written to `payload`'s database. */
export function countsOf(payload: Payload) {
  let tally = tallies.get(payload)
  if (!tally) {
    const created = answerTally({
      flushMs: viewsFlushMs(),
      write: (counts) => writeCounts(payload, counts),
      onError: (error) => payload.logger.error({ err: error, msg: 'Could not store the not-found and redirect counts: kept for the next write' }),
    })
    tallies.set(payload, created)
    onShutdown('not-found counts', () => created.flush())
    tally = created
  }
  return tally
}
