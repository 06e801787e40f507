/**
 * Reads of content kept in this process's memory under the cache tags of what they read
 * (src/lib/cacheTags.ts), for an hour at most, and expired with the pages when a save expires one
 * of their tags (src/site/server/routeCache.ts): a page that is not in the route cache (another
 * save expired it, or nobody asked for it yet) is then rendered from memory, not from a dozen
 * database queries. The hour bounds what a lost expiry can cost.
 */
type Entry = { value: Promise<unknown>; tags: string[]; storedAt: number }

const maxAgeMs = 3600_000
const maxEntries = 2000
// On globalThis: the build may carry this module more than once (each route's chunk).
const key = Symbol.for('site.readCache')
const entries: Map<string, Entry> = ((globalThis as { [key]?: Map<string, Entry> })[key] ??= new Map())

/** The kept result of the read named `id`, or the read's own, kept (a read that fails or finds nothing is not kept). */
export function keptRead<T>(id: string, tags: string[], read: () => Promise<T>): Promise<T> {
  const kept = entries.get(id)
  if (kept && Date.now() - kept.storedAt <= maxAgeMs) {
    entries.delete(id) // the most recently used last
    entries.set(id, kept)
    return kept.value as Promise<T>
  }
  const value = read()
  const entry = { value, tags, storedAt: Date.now() }
  entries.set(id, entry)
  if (entries.size > maxEntries) entries.delete(entries.keys().next().value!)
  const forget = () => entries.get(id) === entry && entries.delete(id)
  value.then((result) => result === null && forget(), forget)
  return value
}

/** Forgets every kept read carrying one of these tags. */
export function expireReads(tags: readonly string[]) {
  const expired = new Set(tags)
  for (const [id, entry] of entries) if (entry.tags.some((tag) => expired.has(tag))) entries.delete(id)
}
