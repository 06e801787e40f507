import type { Payload } from 'payload'
import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterAbstract } from 'rate-limiter-flexible'

import { usesPostgres } from './env'

export type Limit = { points: number; duration: number }

const limiters = new Map<string, Promise<RateLimiterAbstract>>()

/**
 * A named rate limiter: in memory on SQLite (one instance), in a PostgreSQL table shared by every
 * instance otherwise. `duration` is in seconds.
 */
export function rateLimiter(payload: Payload, name: string, limit: Limit): Promise<RateLimiterAbstract> {
  let limiter = limiters.get(name)
  if (!limiter) {
    limiter = createLimiter(payload, { ...limit, keyPrefix: name })
    limiters.set(name, limiter)
  }
  return limiter
}

function createLimiter(payload: Payload, options: Limit & { keyPrefix: string }): Promise<RateLimiterAbstract> {
  if (!usesPostgres()) return Promise.resolve(new RateLimiterMemory(options))
  const pool = (payload.db as unknown as { pool: unknown }).pool
  return new Promise((resolve, reject) => {
    const postgres: RateLimiterPostgres = new RateLimiterPostgres(
      { ...options, storeClient: pool, storeType: 'pool', tableName: 'form_rate_limits' },
      (error?: Error) => (error ? reject(error) : resolve(postgres)),
    )
  })
}
