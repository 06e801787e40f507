import { describe, expect, it, vi } from 'vitest'

import { type ViewCountRow, viewTally } from './viewTally'

const key = (page: string, device = 'mobile') => ({ day: '2026-11-26', page, source: 'google', medium: 'cpc', campaign: 'q4', device })

describe('viewTally', () => {
  it('writes each key once with its views and landings added up, after the flush delay', async () => {
    vi.useFakeTimers()
    try {
      const written: ViewCountRow[][] = []
      const tally = viewTally({ flushMs: 1000, write: async (rows) => void written.push(rows), onError: () => {} })
      tally.add(key('/'), true)
      tally.add(key('/'), false)
      tally.add(key('/contact'), false)
      tally.add(key('/', 'desktop'), true)
      expect(written).toEqual([])
      await vi.advanceTimersByTimeAsync(1000)
      expect(written).toEqual([
        [
          { ...key('/'), views: 2, landings: 1 },
          { ...key('/contact'), views: 1, landings: 0 },
          { ...key('/', 'desktop'), views: 1, landings: 1 },
        ],
      ])
      expect(tally.pendingViews()).toBe(0)
    } finally {
      vi.useRealTimers()
    }
  })

  it('keeps the views a failed write could not store, and writes them with the next', async () => {
    const errors: unknown[] = []
    let fail = true
    const written: ViewCountRow[][] = []
    const tally = viewTally({
      flushMs: 60_000,
      write: async (rows) => {
        if (fail) throw new Error('SQLITE_BUSY')
        written.push(rows)
      },
      onError: (error) => errors.push(error),
    })
    tally.add(key('/'), true)
    await tally.flush()
    expect(errors).toHaveLength(1)
    expect(tally.pendingViews()).toBe(1)
    fail = false
    tally.add(key('/'), false)
    await tally.flush()
    expect(written).toEqual([[{ ...key('/'), views: 2, landings: 1 }]])
    expect(tally.pendingViews()).toBe(0)
  })
})
