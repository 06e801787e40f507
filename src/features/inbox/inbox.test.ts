import { describe, expect, it } from 'vitest'

import { ageOf } from './age'
import { mondayOf, startOfDay } from './companyClock'
import { whereOf } from './inboxViews'
import { firstWords } from './server/loadInbox'

const now = new Date('2026-11-28T12:00:00Z')

describe('the inbox', () => {
  it('says how long ago a lead came', () => {
    expect(ageOf('2026-11-28T11:59:40Z', now)).toBe('just now')
    expect(ageOf('2026-11-28T11:48:00Z', now)).toBe('12 min')
    expect(ageOf('2026-11-28T07:00:00Z', now)).toBe('5 h')
    expect(ageOf('2026-11-25T11:00:00Z', now)).toBe('3 d')
  })

  it('shows the first words of a message, whole', () => {
    expect(firstWords('We would like  a quote\nfor our office.')).toBe('We would like a quote for our office.')
    const long = 'We are moving our head office to a new floor in Business Bay and need a partner for the full fit-out, from design to handover.'
    expect(firstWords(long)).toBe('We are moving our head office to a new floor in Business Bay and need a partner for the…')
  })

  it("starts Today and This week at midnight on the company's clock", () => {
    expect(startOfDay('2026-11-28', 'Asia/Dubai').toISOString()).toBe('2026-11-27T20:00:00.000Z')
    expect(startOfDay('2026-07-01', 'Europe/London').toISOString()).toBe('2026-06-30T23:00:00.000Z')
    expect(mondayOf('2026-11-28')).toBe('2026-11-23')
    expect(mondayOf('2026-11-23')).toBe('2026-11-23')
    const context = { userId: 7, today: '2026-11-28', zone: 'Asia/Dubai' }
    expect(whereOf('today', context)).toEqual({ createdAt: { greater_than_equal: '2026-11-27T20:00:00.000Z' } })
    expect(whereOf('week', context)).toEqual({ createdAt: { greater_than_equal: '2026-11-22T20:00:00.000Z' } })
    expect(whereOf('mine', context)).toEqual({ assignedTo: { equals: 7 } })
  })
})
