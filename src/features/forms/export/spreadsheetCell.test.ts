import { describe, expect, it } from 'vitest'

import { companyDateTime } from './companyTime'
import { inertCell } from './spreadsheetCell'

describe('inertCell', () => {
  it.each(['=1+1', '+971 50 123 4567', '-2', '@SUM(A1)', '\t=1', '\r=1', '\0=1'])('quotes %j, which a spreadsheet would run', (value) => {
    expect(inertCell(value)).toBe(`'${value}`)
  })

  it.each(['Layla', '050 123 4567', 'a=b', ' =1', ''])('keeps %j as it is', (value) => {
    expect(inertCell(value)).toBe(value)
  })
})

describe('companyDateTime', () => {
  it('writes an instant in Dubai time (UTC+4, all year)', () => {
    expect(companyDateTime('2025-01-31T22:30:00.000Z')).toBe('2025-02-01 02:30:00')
    expect(companyDateTime('2025-07-01T00:00:05.000Z')).toBe('2025-07-01 04:00:05')
    expect(companyDateTime('2025-07-01T20:00:00.000Z')).toBe('2025-07-02 00:00:00')
  })
})
