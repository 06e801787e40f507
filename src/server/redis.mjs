import { createClient } from 'redis'

/**
 * The process's one connection to Redis (REDIS_URL), shared by the saves' page expiry
 * (src/cms/hooks/expireAstroPages.ts) and the readiness check (checkRedis.mjs) wherever they are
 * loaded from: kept on globalThis, as a build may carry this module more than once.
 *
 * Redis being away must not take the site down: the connection is made in the background and
 * remade every second or two; while it is down commands fail at once instead of queuing (a save's
 * expiry then reaches this instance's pages only). A Redis that stopped answering is bounded by
 * `answerWithin`.
 */

const key = Symbol.for('atelier.redis')

/** @returns {import('redis').RedisClientType} */
export function redisClient() {
  const shared = /** @type {Record<symbol, import('redis').RedisClientType | undefined>} */ (globalThis)
  if (shared[key]) return shared[key]
  const client = /** @type {import('redis').RedisClientType} */ (createClient({
    url: process.env.REDIS_URL,
    disableOfflineQueue: true,
    pingInterval: 5_000,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(250 * 2 ** retries, 2_000) },
  }))
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
 * @template T
 * @param {Promise<T>} command
 * @param {AbortSignal} signal
 * @returns {Promise<T>}
 */
export function answerWithin(command, signal) {
  return new Promise((resolve, reject) => {
    const giveUp = () => reject(new Error('Redis did not answer in time'))
    if (signal.aborted) giveUp()
    signal.addEventListener('abort', giveUp, { once: true })
    command.then(resolve, reject).finally(() => signal.removeEventListener('abort', giveUp))
  })
}
