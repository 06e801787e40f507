import { describe, expect, it } from 'vitest'

import { companyTime } from './formatTime'
import { defaultCompanyTimeZone, knownZone, zoneName } from './zones'

describe('the company clock', () => {
  it('names a zone by its city', () => {
    expect(zoneName('Asia/Dubai')).toBe('Dubai')
    expect(zoneName('America/New_York')).toBe('New York')
  })

  it('takes a stored zone only if it is one', () => {
    expect(knownZone('Europe/London')).toBe('Europe/London')
    expect(knownZone('Mars/Olympus_Mons')).toBe(defaultCompanyTimeZone)
    expect(knownZone(null)).toBe(defaultCompanyTimeZone)
  })

  it("reads an instant on the company's clock, whatever the reader's", () => {
    expect(companyTime('2026-11-28T20:30:00Z', 'Asia/Dubai')).toBe('29 Nov 2026, 00:30')
    expect(companyTime('2026-11-28T20:30:00Z', 'Europe/London')).toBe('28 Nov 2026, 20:30')
    expect(companyTime('2026-11-28T20:30:00Z', 'Asia/Dubai', { style: 'date' })).toBe('29 Nov 2026')
    expect(companyTime('2026-11-28T20:30:00Z', 'Asia/Dubai', { language: 'ar' })).toMatch(/2026/)
  })
})
