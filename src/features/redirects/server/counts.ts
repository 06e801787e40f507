import type { Payload } from 'payload'
import type { Endpoint, PayloadRequest } from 'payload'

import { databaseSql } from '@/cms/database'
import { astroExpireToken } from '@/cms/env'
import { clientAddressHeader } from '@/server/clientAddress'
import { maxAddressLength, missKinds } from '../protocol'
import { type Counts, type HitCount, type MissCount, mergeReferrers, mostSeen } from './answerTally'

/** The header carrying the token the public pages' server was started with (ASTRO_EXPIRE_TOKEN). */
export const countsTokenHeader = 'x-counts-token'

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
// internals: adapter-tables
export async function writeCounts(payload: Payload, { misses, hits }: Counts) {
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

/** The most entries one posted batch may hold (the sender splits bigger ones): a body well inside the 1 MB of /api. */
export const maxBatchEntries = 1000

const bounded = (value: unknown, length: number) => (typeof value === 'string' ? value.slice(0, length) : '')
const isTime = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value))

/** A batch as the public pages' server posts it, checked entry by entry; undefined for anything else. */
export function parseCounts(body: unknown): Counts | undefined {
  const { misses, hits } = (body ?? {}) as Partial<Record<keyof Counts, unknown>>
  if (!Array.isArray(misses) || !Array.isArray(hits) || misses.length + hits.length > maxBatchEntries) return undefined
  const kinds: readonly unknown[] = missKinds
  const counted = (value: unknown) => Number.isInteger(value) && (value as number) > 0
  return {
    misses: misses.flatMap((entry: Partial<MissCount>) =>
      typeof entry?.path === 'string' && entry.path.startsWith('/') && kinds.includes(entry.kind) && counted(entry.hits) && isTime(entry.firstSeen) && isTime(entry.lastSeen)
        ? [{
            path: bounded(entry.path, maxAddressLength),
            kind: entry.kind as MissCount['kind'],
            hits: entry.hits!,
            firstSeen: entry.firstSeen,
            lastSeen: entry.lastSeen,
            referrers: Object.fromEntries(Object.entries(entry.referrers ?? {}).filter(([, count]) => counted(count)).slice(0, 20).map(([origin, count]) => [bounded(origin, 200), count])),
          }]
        : [],
    ),
    hits: hits.flatMap((entry: Partial<HitCount>) => ((typeof entry?.id === 'number' || typeof entry?.id === 'string') && counted(entry.hits) && isTime(entry.lastHit) ? [{ id: entry.id, hits: entry.hits!, lastHit: entry.lastHit }] : [])),
  }
}

/** Whether a request comes from this machine's public pages' server: on loopback (the address server.mjs stamps), with the token it was started with. */
function fromPagesServer(req: PayloadRequest) {
  const token = astroExpireToken()
  const address = req.headers.get(clientAddressHeader) ?? ''
  return Boolean(token) && req.headers.get(countsTokenHeader) === token && ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(address)
}

/** POST /api/redirects/counts: a batch of 404s and rule hits from the public pages' server of this instance, written here (204); anyone else 403. */
export const countsEndpoint: Endpoint = {
  path: '/counts',
  method: 'post',
  handler: async (req) => {
    if (!fromPagesServer(req)) return new Response(null, { status: 403 })
    const counts = parseCounts(req.json ? await req.json().catch(() => undefined) : undefined)
    if (!counts) return Response.json({ error: 'Not a batch of counts.' }, { status: 400 })
    await writeCounts(req.payload, counts)
    return new Response(null, { status: 204 })
  },
}
