import { once } from 'node:events'

import { answerWithin, redisClient } from './redis.ts'

/**
 * Readiness of Redis (REDIS_URL) for /readyz: resolves when it answers PING within `timeoutMs`, else
 * throws an error saying why in a few words. It asks on the connection a save's expiry is published on (waiting
 * as long for it to connect, for a check made as the instance starts).
 */
export async function checkRedis(timeoutMs = 1_000) {
  const client = redisClient()
  if (!client.isReady) {
    await once(client, 'ready', { signal: AbortSignal.timeout(timeoutMs) }).catch(() => {
      throw new Error('Redis is not connected')
    })
  }
  try {
    await answerWithin(client.ping(), AbortSignal.timeout(timeoutMs))
  } catch (error) {
    throw new Error(error instanceof Error && error.message.includes('in time') ? `Redis did not answer within ${timeoutMs} ms` : `Redis refused PING: ${error}`)
  }
}
