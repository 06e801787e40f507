import { createClient } from 'redis'
import type { RedisClientType } from 'redis'

import { redisUrl } from '../cms/env.ts'

/**
 * The process's one connection to Redis (REDIS_URL), shared by the saves' page expiry
 * (src/cms/hooks/expireAstroPages.ts) and the readiness check (checkRedis.ts) wherever they are
 * loaded from: kept on globalThis, as a build may carry this module more than once.
 *
 * Redis being away must not take the site down: the connection is made in the background and
 * remade every second or two; while it is down commands fail at once instead of queuing (a save's
 * expiry then reaches this instance's pages only). A Redis that stopped answering is bounded by
 * `answerWithin`.
 */

const key = Symbol.for('atelier.redis')

export function redisClient(): RedisClientType {
  const shared = globalThis as Record<symbol, RedisClientType | undefined>
  const kept = shared[key]
  if (kept) return kept
  const client = createClient({
    url: redisUrl(),
    disableOfflineQueue: true,
    pingInterval: 5_000,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(250 * 2 ** retries, 2_000) },
  }) as RedisClientType
  let down = false
  client.on('error', (error) => {
    if (!down) console.error('Redis is unreachable; pages are rendered without the shared cache until it is back:', error.message)
    down = true
  })
  client.on('ready', () => {
    if (down) console.error('Redis is reachable again.')
    down = false
  })
  client.connect().catch(() => {}) // reported by the 'error' event, and retried
  shared[key] = client
  return client
}

/**
 * The command's answer, or an error once `signal` aborts. node-redis cancels only a command it has
 * not sent yet (abort signals and timeouts alike): one sent to a Redis that stopped answering would
 * keep its caller waiting until the connection drops. Its late answer is dropped.
 */
export function answerWithin<T>(command: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const giveUp = () => reject(new Error('Redis did not answer in time'))
    if (signal.aborted) giveUp()
    signal.addEventListener('abort', giveUp, { once: true })
    command.then(resolve, reject).finally(() => signal.removeEventListener('abort', giveUp))
  })
}
