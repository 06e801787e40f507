import type { MissKind } from '../protocol'

/** A missing address's count waiting to be written: its hits, when they came, and the sites that linked to it. */
export type MissCount = { path: string; kind: MissKind; hits: number; firstSeen: string; lastSeen: string; referrers: Record<string, number> }
/** A rule's hits waiting to be written. */
export type HitCount = { id: number | string; hits: number; lastHit: string }

export type Counts = { misses: MissCount[]; hits: HitCount[] }

/**
 * 404s and redirect hits added up in memory and written every `flushMs` (a few upserts, not a write
 * per request), as the page views are (src/features/visits/server/viewTally.ts). What a write could
 * not store goes back into the tally and is written with the next.
 */
export function answerTally({ flushMs, write, onError }: { flushMs: number; write: (counts: Counts) => Promise<void>; onError: (error: unknown) => void }) {
  let misses = new Map<string, MissCount>()
  let hits = new Map<string, HitCount>()
  let timer: ReturnType<typeof setTimeout> | undefined
  let writing: Promise<void> = Promise.resolve()
  const schedule = () => {
    if (timer) return
    timer = setTimeout(() => void flush(), flushMs)
    timer.unref?.()
  }
  const addMiss = (miss: MissCount) => {
    const id = `${miss.kind}\0${miss.path}`
    const counted = misses.get(id)
    if (!counted) misses.set(id, { ...miss, referrers: { ...miss.referrers } })
    else {
      counted.hits += miss.hits
      if (miss.firstSeen < counted.firstSeen) counted.firstSeen = miss.firstSeen
      if (miss.lastSeen > counted.lastSeen) counted.lastSeen = miss.lastSeen
      for (const [origin, count] of Object.entries(miss.referrers)) counted.referrers[origin] = (counted.referrers[origin] ?? 0) + count
    }
    schedule()
  }
  const addHit = (hit: HitCount) => {
    const id = String(hit.id)
    const counted = hits.get(id)
    if (!counted) hits.set(id, { ...hit })
    else {
      counted.hits += hit.hits
      if (hit.lastHit > counted.lastHit) counted.lastHit = hit.lastHit
    }
    schedule()
  }
  function flush(): Promise<void> {
    clearTimeout(timer)
    timer = undefined
    const counts = { misses: [...misses.values()], hits: [...hits.values()] }
    misses = new Map()
    hits = new Map()
    writing = writing.then(async () => {
      if (!counts.misses.length && !counts.hits.length) return
      try {
        await write(counts)
      } catch (error) {
        counts.misses.forEach(addMiss)
        counts.hits.forEach(addHit)
        onError(error)
      }
    })
    return writing
  }
  return {
    miss: (path: string, kind: MissKind, referrer: string, at = new Date().toISOString()) =>
      addMiss({ path, kind, hits: 1, firstSeen: at, lastSeen: at, referrers: referrer ? { [referrer]: 1 } : {} }),
    hit: (id: number | string, at = new Date().toISOString()) => addHit({ id, hits: 1, lastHit: at }),
    flush,
    pending: () => ({ misses: [...misses.values()].reduce((sum, miss) => sum + miss.hits, 0), hits: [...hits.values()].reduce((sum, hit) => sum + hit.hits, 0) }),
  }
}

/** The origin that linked most, of a tally of origins ('' for none); the first one seen wins a tie. */
export function mostSeen(referrers: Record<string, number>): string {
  let best = ''
  let most = 0
  for (const [origin, count] of Object.entries(referrers)) {
    if (count > most) [best, most] = [origin, count]
  }
  return best
}

/** Two tallies of origins added up, keeping the `keep` most seen (a row's list stays small). */
export function mergeReferrers(one: Record<string, number>, other: Record<string, number>, keep = 20): Record<string, number> {
  const sum: Record<string, number> = { ...one }
  for (const [origin, count] of Object.entries(other)) sum[origin] = (sum[origin] ?? 0) + count
  return Object.fromEntries(Object.entries(sum).sort((a, b) => b[1] - a[1]).slice(0, keep))
}
