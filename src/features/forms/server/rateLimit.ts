import type { Payload } from 'payload'
import { RateLimiterRes } from 'rate-limiter-flexible'

import { rateLimiter } from '@/cms/rateLimiter'
import { acknowledgementLimit, formRateLimit } from '@/cms/env'
import { Refusal } from './respond'

/** Counts one submission of `key`; refuses with 429 and Retry-After past the limit. */
export async function consumeRateLimit(payload: Payload, key: string): Promise<void> {
  try {
    await (await rateLimiter(payload, 'forms', formRateLimit())).consume(key)
  } catch (result) {
    if (!(result instanceof RateLimiterRes)) throw result
    const seconds = Math.max(1, Math.ceil(result.msBeforeNext / 1000))
    throw new Refusal(429, 'Too many submissions. Please try again later.', { 'Retry-After': String(seconds) })
  }
}

/**
 * Acknowledgement mails go to an address the visitor typed, so they are limited per recipient
 * (ACKNOWLEDGEMENT_LIMIT a day): the site can never be used to flood someone's inbox. A mail takes
 * its place before it is sent (jobs run side by side) and gives it back if sending fails.
 */
export const acknowledgements = (payload: Payload) => {
  const limiter = () => rateLimiter(payload, 'acknowledgements', acknowledgementLimit())
  return {
    async take(recipientKey: string): Promise<boolean> {
      try {
        await (await limiter()).consume(recipientKey)
        return true
      } catch (result) {
        if (result instanceof RateLimiterRes) return false
        throw result
      }
    },
    async giveBack(recipientKey: string): Promise<void> {
      await (await limiter()).reward(recipientKey)
    },
  }
}
