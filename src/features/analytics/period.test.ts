import { describe, expect, it } from 'vitest'

import { addDays, lastDays, lengthOf, periodFrom, previousOf, queryOf } from './period'

const today = '2026-11-28'

describe('the period of the analytics', () => {
  it('offers the last 7, 30 or 90 days, today included, and the last 30 by default', () => {
    expect(periodFrom({ days: '7' }, today)).toEqual({ period: { since: '2026-11-22', until: today }, preset: 7 })
    expect(periodFrom({ days: '90' }, today).period).toEqual({ since: '2026-08-31', until: today })
    expect(periodFrom({}, today)).toEqual({ period: { since: '2026-10-30', until: today }, preset: 30 })
    expect(periodFrom({ days: '12' }, today).preset).toBe(30)
  })

  it('takes any range of two days, both included', () => {
    expect(periodFrom({ from: '2026-02-01', to: '2026-03-01' }, today)).toEqual({ period: { since: '2026-02-01', until: '2026-03-01' } })
    expect(lengthOf({ since: '2026-02-01', until: '2026-03-01' })).toBe(29)
  })

  it('says what is wrong with a range it cannot take, and shows the default instead', () => {
    expect(periodFrom({ from: '2026-03-01', to: '2026-02-01' }, today)).toMatchObject({ preset: 30, problem: 'The range starts after it ends.' })
    expect(periodFrom({ from: '2026-02-30', to: '2026-03-01' }, today).problem).toBe('Give both days of the range as dates.')
    expect(periodFrom({ from: '2026-02-01' }, today).problem).toBe('Give both days of the range as dates.')
    expect(periodFrom({ from: '2026-11-01', to: '2026-12-01' }, today).problem).toBe('The range ends after today.')
    expect(periodFrom({ from: '2020-01-01', to: '2026-01-01' }, today).problem).toMatch(/longer than two years/)
  })

  it('sets beside a period the same number of days just before it', () => {
    expect(previousOf(lastDays(7, today))).toEqual({ since: '2026-11-15', until: '2026-11-21' })
    expect(previousOf({ since: '2026-03-01', until: '2026-03-31' })).toEqual({ since: '2026-01-29', until: '2026-02-28' })
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
  })

  it('writes a period back as the query that asks for it', () => {
    expect(queryOf(periodFrom({ days: '7' }, today))).toBe('days=7')
    expect(queryOf(periodFrom({ from: '2026-02-01', to: '2026-03-01' }, today))).toBe('from=2026-02-01&to=2026-03-01')
  })
})
