import type { Payload } from 'payload'
import { RateLimiterRes } from 'rate-limiter-flexible'

import { type Limit, rateLimiter } from '../rateLimiter'

/** The admin's two calls that take an email address without a session. */
export type SignInCall = 'login' | 'forgotPassword'
/** Who is counted: the email address submitted, and the client that sent it. */
export type Counted = 'address' | 'client'

const minutes = (count: number) => count * 60

/** Attempts allowed per window (seconds). A correct sign-in gives its attempts back. */
const signInLimits: Record<SignInCall, Record<Counted, Limit>> = {
  login: { address: { points: 5, duration: minutes(15) }, client: { points: 20, duration: minutes(15) } },
  forgotPassword: { address: { points: 5, duration: minutes(60) }, client: { points: 10, duration: minutes(60) } },
}

const limiterOf = (payload: Payload, call: SignInCall, counted: Counted) =>
  rateLimiter(payload, `${call}:${counted}`, signInLimits[call][counted])

export type Keys = Record<Counted, string>

/**
 * Counts one attempt under each key. Returns the seconds to wait when any key is past its limit,
 * else null. Every key is counted either way, so parallel attempts cannot slip past the limit.
 */
export async function countAttempt(payload: Payload, call: SignInCall, keys: Keys): Promise<number | null> {
  const results = await Promise.allSettled(
    (['address', 'client'] as const).map(async (counted) => (await limiterOf(payload, call, counted)).consume(keys[counted])),
  )
  const refusals = results.flatMap((result) => {
    if (result.status === 'fulfilled') return []
    if (!(result.reason instanceof RateLimiterRes)) throw result.reason
    return [result.reason.msBeforeNext]
  })
  return refusals.length ? Math.max(1, Math.ceil(Math.max(...refusals) / 1000)) : null
}

/** A correct sign-in: the address starts afresh, and the attempt does not count against the client. */
export async function forgiveAttempt(payload: Payload, call: SignInCall, keys: Keys): Promise<void> {
  const [address, client] = await Promise.all([limiterOf(payload, call, 'address'), limiterOf(payload, call, 'client')])
  await Promise.all([address.delete(keys.address), client.reward(keys.client, 1)])
}
