import type { Payload } from 'payload'
import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterAbstract } from 'rate-limiter-flexible'

import { usesPostgres } from './env'

export type Limit = { points: number; duration: number }

/** The PostgreSQL table every limiter shares, each under its own key prefix. */
const tableName = 'rate_limits'
const limiters = new Map<string, Promise<RateLimiterAbstract>>()
let firstPostgresLimiter: Promise<RateLimiterAbstract> | undefined

/**
 * A named rate limiter: in memory on SQLite (one instance), in a PostgreSQL table shared by every
 * instance otherwise. `duration` is in seconds.
 */
export function rateLimiter(payload: Payload, name: string, limit: Limit): Promise<RateLimiterAbstract> {
  let limiter = limiters.get(name)
  if (!limiter) {
    limiter = createLimiter(payload, { ...limit, keyPrefix: name })
    limiters.set(name, limiter)
    limiter.catch(() => limiters.delete(name))
  }
  return limiter
}

// internals: postgres-pool
function createLimiter(payload: Payload, options: Limit & { keyPrefix: string }): Promise<RateLimiterAbstract> {
  if (!usesPostgres()) return Promise.resolve(new RateLimiterMemory(options))
  const postgres = { ...options, storeClient: (payload.db as unknown as { pool: unknown }).pool, storeType: 'pool', tableName }
  // The first limiter creates the shared table; the others wait for it (two CREATE TABLEs at once collide).
  if (firstPostgresLimiter) return firstPostgresLimiter.then(() => new RateLimiterPostgres({ ...postgres, tableCreated: true }))
  firstPostgresLimiter = new Promise<RateLimiterAbstract>((resolve, reject) => {
    const limiter: RateLimiterPostgres = new RateLimiterPostgres(postgres, (error?: Error) => (error ? reject(error) : resolve(limiter)))
  })
  firstPostgresLimiter.catch(() => (firstPostgresLimiter = undefined))
  return firstPostgresLimiter
}
