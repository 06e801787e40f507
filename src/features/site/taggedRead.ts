import { unstable_cache } from 'next/cache'
import { cache } from 'react'

/** Thrown inside the kept read when it finds nothing, so that nothing is kept. */
const nothingFound = Symbol('nothing found')

/**
 * Kept reads are read again at the pages' hourly regeneration at the latest (the layout's
 * `revalidate`), so an expiry that was lost lasts an hour at most: one Next forgets at a restart
 * which tags it expired while its cache stays on disk, and a save while Redis is away reaches no one.
 */
const revalidateSeconds = 3600

/**
 * A read of content kept in Next's data cache under the tags of what it reads (src/lib/cacheTags.ts):
 * every page rendered from it inherits the tags, and a save that expires one of them refreshes the
 * page, on every instance when the cache is shared (REDIS_URL). React's `cache` shares one read
 * between a render's parts.
 *
 * A read that finds nothing (null) is not kept, so that addresses made up by visitors do not fill
 * the cache; its tags still reach the page, so a document published at that address refreshes it.
 * Outside Next (scripts, integration tests) there is no cache: the content is read directly.
 */
export function taggedRead<Args extends unknown[], T>(
  name: string,
  tagsOf: (...args: NoInfer<Args>) => string[],
  read: (...args: Args) => Promise<T>,
): (...args: Args) => Promise<T> {
  return cache(async (...args: Args) => {
    const kept = unstable_cache(
      async () => {
        const result = await read(...args)
        if (result === null) throw nothingFound
        return result
      },
      [name, JSON.stringify(args)],
      { tags: tagsOf(...args), revalidate: revalidateSeconds },
    )
    try {
      return await kept()
    } catch (error) {
      if (error === nothingFound) return null as T
      if (error instanceof Error && error.message.includes('incrementalCache missing')) return read(...args)
      throw error
    }
  })
}
