import { describe, expect, it } from 'vitest'

import { maxTries, retryWaitsMs, verdictOf, waitBeforeTry } from './schedule'

describe('the retry schedule', () => {
  it('is Standard Webhooks’: at once, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, then nothing', () => {
    const seconds = retryWaitsMs.map((ms) => ms / 1000)
    expect(seconds).toEqual([0, 5, 300, 1800, 7200, 18000, 36000, 36000])
    expect(maxTries).toBe(8)
    expect(waitBeforeTry(9)).toBeUndefined()
  })

  it('spreads each wait by up to a tenth either way, and a divisor shortens them all', () => {
    expect(waitBeforeTry(2, 1, () => 0)).toBe(4_500)
    expect(waitBeforeTry(2, 1, () => 1)).toBe(5_500)
    expect(waitBeforeTry(2, 1, () => 0.5)).toBe(5_000)
    expect(waitBeforeTry(8, 1000, () => 0.5)).toBe(36_000)
    expect(waitBeforeTry(1, 1, () => 1)).toBe(0)
  })
})

describe('what a try means', () => {
  it('delivers on 2xx, retries on no answer, a timeout, 5xx and 429, stops on 410, gives up on the rest', () => {
    const verdicts = [200, 204, 299, 500, 503, 429, 410, 400, 401, 404, 301, 302].map((status) => [status, verdictOf({ kind: 'answer', status })])
    expect(Object.fromEntries(verdicts)).toEqual({
      200: 'delivered',
      204: 'delivered',
      299: 'delivered',
      500: 'retry',
      503: 'retry',
      429: 'retry',
      410: 'gone',
      400: 'failed',
      401: 'failed',
      404: 'failed',
      301: 'failed',
      302: 'failed',
    })
    expect([verdictOf({ kind: 'timeout' }), verdictOf({ kind: 'network' }), verdictOf({ kind: 'refused' })]).toEqual(['retry', 'retry', 'failed'])
  })
})
