import { expect, it } from 'vitest'

import { cardDate, companyYear, copyrightYears, fullDate, isoDay, ordinal } from './dates'

it.each([
  [1, '1st'], [2, '2nd'], [3, '3rd'], [4, '4th'], [11, '11th'], [12, '12th'], [13, '13th'],
  [21, '21st'], [22, '22nd'], [23, '23rd'], [24, '24th'], [30, '30th'], [31, '31st'],
])('day %i reads %s', (day, expected) => {
  expect(ordinal(day)).toBe(expected)
})

it('writes a card date as the ordinal day and short month', () => {
  expect(cardDate('2024-01-01T00:00:00.000Z', 'en')).toBe('1st Jan')
  expect(cardDate('2025-03-22T10:00:00.000Z', 'en')).toBe('22nd Mar')
})

it('writes a related post date with its year', () => {
  expect(fullDate('2024-01-01T00:00:00.000Z', 'en')).toBe('1st Jan, 2024')
  expect(fullDate('2026-12-13T23:59:00.000Z', 'en')).toBe('13th Dec, 2026')
})

it("writes Arabic dates with the month's Arabic name and Western digits", () => {
  expect(cardDate('2026-11-26T00:00:00.000Z', 'ar')).toBe('26 نوفمبر')
  expect(fullDate('2026-11-26T00:00:00.000Z', 'ar')).toBe('26 نوفمبر 2026')
  expect(fullDate('2024-01-01T23:59:00.000Z', 'ar')).toBe('1 يناير 2024')
})

it('keeps the stored calendar day whatever the server time zone', () => {
  expect(isoDay('2024-02-29T00:00:00.000Z')).toBe('2024-02-29')
  expect(cardDate('2024-02-29T00:00:00.000Z', 'en')).toBe('29th Feb')
  expect(cardDate('2024-02-29T23:00:00.000Z', 'ar')).toBe('29 فبراير')
})

it("turns the company's year at midnight in Dubai, four hours before UTC", () => {
  expect(companyYear(new Date('2025-12-31T19:59:59Z'))).toBe(2025)
  expect(companyYear(new Date('2025-12-31T20:00:00Z'))).toBe(2026)
})

it('runs the copyright line from its first year to the current one', () => {
  expect(copyrightYears(2024, new Date('2026-03-01T00:00:00Z'))).toBe('2024–2026')
  expect(copyrightYears(2026, new Date('2026-03-01T00:00:00Z'))).toBe('2026')
  expect(copyrightYears(2024, new Date('2024-12-31T21:00:00Z'))).toBe('2024–2025')
})
