import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'

import { answerWithin, redisClient } from './redis.mjs'

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

/** How long a command may take before the cache counts it a miss (the library's `timeoutMs`). */
const commandTimeoutMs = 500
/** How long the cache leaves Redis alone after a failed call, serving every page from the database. */
const restMs = 5_000

/**
 * The client as the library uses it (`client.withAbortSignal(signal).get(…)`), each command giving
 * up when its signal aborts, sent or not (answerWithin).
 * @param {import('redis').RedisClientType} client
 */
function givingUpInTime(client) {
  /** @param {AbortSignal} signal */
  const bounded = (signal) =>
    new Proxy(client, {
      get(target, name) {
        const value = Reflect.get(target, name, target)
        return typeof value === 'function' ? (/** @type {unknown[]} */ ...args) => answerWithin(value.apply(target, args), signal) : value
      },
    })
  return new Proxy(client, {
    get(target, name) {
      if (name === 'withAbortSignal') return bounded
      const value = Reflect.get(target, name, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

/**
 * The handler left alone for `restMs` after one of its reads or writes failed: a Redis that stopped
 * answering costs a timeout every few seconds, not one for each read of each page. Expiring tags
 * is always tried, so that a save reaches the other instances whenever Redis can take it.
 * @param {ReturnType<typeof createRedisHandler>} handler
 */
function restingAfterFailures(handler) {
  let restUntil = 0
  /** @param {(...args: any[]) => Promise<any>} call */
  const guarded = (call, whileResting = undefined) => async (/** @type {any[]} */ ...args) => {
    if (Date.now() < restUntil) return whileResting
    try {
      return await call(...args)
    } catch (error) {
      restUntil = Date.now() + restMs
      throw error
    }
  }
  return { ...handler, get: guarded(handler.get, null), set: guarded(handler.set), delete: guarded(handler.delete) }
}

CacheHandler.onCreation(({ buildId }) => {
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return { handlers: [createLruHandler()] }
  if (!process.env.REDIS_URL) {
    console.error('This build shares its cache through Redis, but REDIS_URL is not set: the cache stays in this process.')
    return { handlers: [createLruHandler()] }
  }
  const client = /** @type {import('redis').RedisClientType} */ (givingUpInTime(redisClient()))
  return { handlers: [restingAfterFailures(createRedisHandler({ client, keyPrefix: `site:${buildId}:`, timeoutMs: commandTimeoutMs }))] }
})

export default CacheHandler
