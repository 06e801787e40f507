import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'

import { redisClient } from './redis.mjs'

/**
 * Next's cache (rendered pages and feeds, the data cache of the tagged reads, and the record of
 * revalidated paths) in Redis, shared by every instance: a save on one expires the pages on all.
 * next.config.ts names this file when REDIS_URL is set at build time. Next 16 creates one
 * CacheHandler per request and calls get, set and revalidateTag on it; the library keeps the
 * handlers themselves in module scope.
 *
 * Keys start with the build's id: another build's pages (naming other scripts) are never served; what
 * an old build left goes half an hour after it went stale (pages and data are stale within the hour).
 * The build itself renders into memory only, and instances fill Redis as they serve.
 */
CacheHandler.onCreation(({ buildId }) => {
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return { handlers: [createLruHandler()] }
  if (!process.env.REDIS_URL) {
    console.error('This build shares its cache through Redis, but REDIS_URL is not set: the cache stays in this process.')
    return { handlers: [createLruHandler()] }
  }
  return {
    // A Redis that stopped answering costs a page at most three such waits before it is rendered from the database.
    handlers: [createRedisHandler({ client: redisClient(), keyPrefix: `site:${buildId}:`, timeoutMs: 500 })],
  }
})

export default CacheHandler
