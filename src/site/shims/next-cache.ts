/**
 * SPIKE: next/cache on the Astro side. A kept read (src/features/site/taggedRead.ts) is
 * - read once per request (React's `cache`, which taggedRead also uses, shares nothing outside React
 *   Server Components), and kept in this process's data cache under its tags (dataCache.ts);
 * - noted with its tags on the request being rendered (renderTags.ts), so that the route cache keeps
 *   the page under the tags of everything it read, as Next's cache does.
 */
import { dataCacheOn, keptRead } from '../server/dataCache'
import { noteRead } from '../server/renderTags'

export function unstable_cache<Args extends unknown[], T>(
  read: (...args: Args) => Promise<T>,
  keyParts: string[] = [],
  options: { tags?: string[]; revalidate?: number | false } = {},
): (...args: Args) => Promise<T> {
  return (...args: Args) => {
    const id = [...keyParts, JSON.stringify(args)].join('\0')
    const tags = options.tags ?? []
    return noteRead(id, keyParts[0] ?? read.name, tags, () => (dataCacheOn() ? keptRead(id, tags, () => read(...args)) : read(...args)))
  }
}

export function revalidateTag() {}
export function revalidatePath() {}
