/**
 * SPIKE: what Next's data cache does for taggedRead (src/features/site/taggedRead.ts), on the Astro
 * side: a read's result kept in this process's memory under the read's tags, for an hour at most,
 * expired with the route cache (routeCache.ts) when a save expires one of its tags. A page the route
 * cache no longer holds (another page's save expired it, or it was never asked for) is then rendered
 * from memory, not from a dozen database queries. DATA_CACHE=off turns it off (to measure).
 */
type Entry = { value: Promise<unknown>; tags: string[]; storedAt: number }

const maxAgeMs = 3600_000
const maxEntries = 2000
const key = Symbol.for('site.dataCache')
const entries: Map<string, Entry> = ((globalThis as { [key]?: Map<string, Entry> })[key] ??= new Map())

export const dataCacheOn = () => process.env.DATA_CACHE !== 'off'

/** The kept result of the read named `id`, or the read's own, kept (a read that fails or finds nothing is not kept). */
export function keptRead<T>(id: string, tags: string[], read: () => Promise<T>): Promise<T> {
  const kept = entries.get(id)
  if (kept && Date.now() - kept.storedAt <= maxAgeMs) {
    entries.delete(id) // least recently used last
    entries.set(id, kept)
    return kept.value as Promise<T>
  }
  const value = read()
  const entry = { value, tags, storedAt: Date.now() }
  entries.set(id, entry)
  if (entries.size > maxEntries) entries.delete(entries.keys().next().value!)
  value.then(
    (result) => result === null && entries.get(id) === entry && entries.delete(id),
    () => entries.get(id) === entry && entries.delete(id),
  )
  return value
}

export function expireData(tags: string[]) {
  const expired = new Set(tags)
  for (const [id, entry] of entries) if (entry.tags.some((tag) => expired.has(tag))) entries.delete(id)
}
