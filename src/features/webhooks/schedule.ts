/**
 * Standard Webhooks' retry schedule: the wait before each try, the first at once. Eight tries over
 * about a day and a half; `divisor` shortens every wait (tests), jitter spreads retries of many
 * deliveries that failed together (±10%).
 */
export const retryWaitsMs = [0, 5_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 5 * 3_600_000, 10 * 3_600_000, 10 * 3_600_000] as const

export const maxTries = retryWaitsMs.length

/** The wait before try `tryNumber` (1 is the first), or undefined past the last. */
export function waitBeforeTry(tryNumber: number, divisor = 1, random: () => number = Math.random): number | undefined {
  const wait = retryWaitsMs[tryNumber - 1]
  if (wait === undefined) return undefined
  const jitter = 1 + (random() * 2 - 1) * 0.1
  return Math.round((wait * jitter) / divisor)
}

/** What one try came to: an answer with its status, or no answer at all. */
export type TryResult = { kind: 'answer'; status: number } | { kind: 'timeout' } | { kind: 'network' } | { kind: 'refused' }

/**
 * What a try means: 2xx delivered; 410 the receiver wants no more (the destination is switched
 * off); no answer, a timeout, 5xx or 429 tried again; anything else (a redirect, which is never
 * followed, another 4xx, an address refused) will not get better by itself.
 */
export function verdictOf(result: TryResult): 'delivered' | 'gone' | 'retry' | 'failed' {
  if (result.kind === 'timeout' || result.kind === 'network') return 'retry'
  if (result.kind === 'refused') return 'failed'
  const { status } = result
  if (status >= 200 && status < 300) return 'delivered'
  if (status === 410) return 'gone'
  if (status >= 500 || status === 429) return 'retry'
  return 'failed'
}
