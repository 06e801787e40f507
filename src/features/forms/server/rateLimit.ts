import type { Payload } from 'payload'
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

import { usesPostgres } from '@/cms/env'
import { rateLimit } from './limits'
import { Refusal } from './respond'

let limiter: Promise<RateLimiterAbstract> | undefined

/** In memory on SQLite (one instance); in a PostgreSQL table, shared by every instance, otherwise. */
function createLimiter(payload: Payload): Promise<RateLimiterAbstract> {
  const options = { ...rateLimit(), keyPrefix: 'forms' }
  if (!usesPostgres()) return Promise.resolve(new RateLimiterMemory(options))
  const pool = (payload.db as unknown as { pool: unknown }).pool
  return new Promise((resolve, reject) => {
    const postgres: RateLimiterPostgres = new RateLimiterPostgres(
      { ...options, storeClient: pool, storeType: 'pool', tableName: 'form_rate_limits' },
      (error?: Error) => (error ? reject(error) : resolve(postgres)),
    )
  })
}

/** Counts one submission of `key`; refuses with 429 and Retry-After past the limit. */
export async function consumeRateLimit(payload: Payload, key: string): Promise<void> {
  limiter ??= createLimiter(payload)
  try {
    await (await limiter).consume(key)
  } catch (result) {
    if (!(result instanceof RateLimiterRes)) throw result
    const seconds = Math.max(1, Math.ceil(result.msBeforeNext / 1000))
    throw new Refusal(429, 'Too many submissions. Please try again later.', { 'Retry-After': String(seconds) })
  }
}
