import type { Payload } from 'payload'
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

import { usesPostgres } from '../env'

/** The admin's two calls that take an email address without a session. */
export type SignInCall = 'login' | 'forgotPassword'
/** Who is counted: the email address submitted, and the client that sent it. */
export type Counted = 'address' | 'client'

const minutes = (count: number) => count * 60

/** Attempts allowed per window (seconds). A correct sign-in gives its attempts back. */
const signInLimits: Record<SignInCall, Record<Counted, { points: number; duration: number }>> = {
  login: { address: { points: 5, duration: minutes(15) }, client: { points: 20, duration: minutes(15) } },
  forgotPassword: { address: { points: 5, duration: minutes(60) }, client: { points: 10, duration: minutes(60) } },
}

type Limiters = Record<SignInCall, Record<Counted, RateLimiterAbstract>>

const tableName = 'sign_in_rate_limits'
let limiters: Promise<Limiters> | undefined

/** In memory on SQLite (one instance); in a PostgreSQL table, shared by every instance, otherwise. */
async function createLimiters(payload: Payload): Promise<Limiters> {
  const pool = usesPostgres() ? (payload.db as unknown as { pool: unknown }).pool : undefined
  let tableCreated = false
  const create = async (call: SignInCall, counted: Counted): Promise<RateLimiterAbstract> => {
    const options = { ...signInLimits[call][counted], keyPrefix: `${call}:${counted}` }
    if (!pool) return new RateLimiterMemory(options)
    const postgres = { ...options, storeClient: pool, storeType: 'pool', tableName }
    if (tableCreated) return new RateLimiterPostgres({ ...postgres, tableCreated })
    // The first limiter creates the table the others share; they are created after it.
    const limiter = await new Promise<RateLimiterAbstract>((resolve, reject) => {
      const created: RateLimiterPostgres = new RateLimiterPostgres(postgres, (error?: Error) =>
        error ? reject(error) : resolve(created),
      )
    })
    tableCreated = true
    return limiter
  }
  return {
    login: { address: await create('login', 'address'), client: await create('login', 'client') },
    forgotPassword: {
      address: await create('forgotPassword', 'address'),
      client: await create('forgotPassword', 'client'),
    },
  }
}

function limitersOf(payload: Payload): Promise<Limiters> {
  limiters ??= createLimiters(payload).catch((error: unknown) => {
    limiters = undefined
    throw error
  })
  return limiters
}

export type Keys = Record<Counted, string>

/**
 * Counts one attempt under each key. Returns the seconds to wait when any key is past its limit,
 * else null. Every key is counted either way, so parallel attempts cannot slip past the limit.
 */
export async function countAttempt(payload: Payload, call: SignInCall, keys: Keys): Promise<number | null> {
  const forCall = (await limitersOf(payload))[call]
  const results = await Promise.allSettled((['address', 'client'] as const).map((counted) => forCall[counted].consume(keys[counted])))
  const refusals = results.flatMap((result) => {
    if (result.status === 'fulfilled') return []
    if (!(result.reason instanceof RateLimiterRes)) throw result.reason
    return [result.reason.msBeforeNext]
  })
  return refusals.length ? Math.max(1, Math.ceil(Math.max(...refusals) / 1000)) : null
}

/** A correct sign-in: the address starts afresh, and the attempt does not count against the client. */
export async function forgiveAttempt(payload: Payload, call: SignInCall, keys: Keys): Promise<void> {
  const forCall = (await limitersOf(payload))[call]
  await Promise.all([forCall.address.delete(keys.address), forCall.client.reward(keys.client, 1)])
}
