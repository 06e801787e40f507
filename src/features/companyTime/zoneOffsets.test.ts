import { describe, expect, it } from 'vitest'

import { companyDay } from '@/features/visits/server/companyDay'
import { offsetAt, offsetSpans } from './zoneOffsets'

const at = (iso: string) => Date.parse(iso)

describe('offsetSpans', () => {
  it('gives one span for a zone without daylight saving time', () => {
    expect(offsetSpans('Asia/Dubai', at('2025-01-01T00:00:00Z'), at('2027-01-01T00:00:00Z'))).toEqual([{ since: at('2025-01-01T00:00:00Z'), seconds: 4 * 3600 }])
    expect(offsetAt('Asia/Calcutta', at('2026-06-01T00:00:00Z'))).toBe(5.5 * 3600)
  })

  it('finds the second each change of the clocks takes effect', () => {
    expect(offsetSpans('America/New_York', at('2026-01-01T00:00:00Z'), at('2027-01-01T00:00:00Z'))).toEqual([
      { since: at('2026-01-01T00:00:00Z'), seconds: -5 * 3600 },
      { since: at('2026-03-08T07:00:00Z'), seconds: -4 * 3600 },
      { since: at('2026-11-01T06:00:00Z'), seconds: -5 * 3600 },
    ])
  })

  it('gives, for any moment, the day Intl gives', () => {
    const wrong: string[] = []
    for (const zone of ['Europe/London', 'Australia/Sydney', 'America/Santiago', 'Pacific/Auckland', 'Asia/Calcutta']) {
      const from = at('2025-01-01T00:00:00Z')
      const spans = offsetSpans(zone, from, at('2027-01-01T00:00:00Z'))
      // Every 59 minutes 59 seconds: each hour of the day, and the seconds around each change, in turn.
      for (let time = from; time < at('2027-01-01T00:00:00Z'); time += 3_599_000) {
        const { seconds } = spans.findLast((span) => span.since <= time)!
        if (new Date(time + seconds * 1000).toISOString().slice(0, 10) !== companyDay(new Date(time), zone)) wrong.push(`${zone} ${new Date(time).toISOString()}`)
      }
    }
    expect(wrong).toEqual([])
  })
})
