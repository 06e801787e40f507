import { expect, it } from 'vitest'

import { hoursCodeOfRows, rowsOfHoursCode } from './companyHoursData'

const monToSat = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']

it.each([
  ['Mo-Sa 09:00-18:00', [{ days: monToSat, opens: '09:00', closes: '18:00' }]],
  [
    'Mo-Fr 08:30-17:30, Sa 10:00-14:00',
    [
      { days: monToSat.slice(0, 5), opens: '08:30', closes: '17:30' },
      { days: ['saturday'], opens: '10:00', closes: '14:00' },
    ],
  ],
  [
    'Mo,We,Fr 9:00-13:00,14:00-18:00; Su-Th 07:00-15:00',
    [
      { days: ['monday', 'wednesday', 'friday'], opens: '09:00', closes: '13:00' },
      { days: ['monday', 'wednesday', 'friday'], opens: '14:00', closes: '18:00' },
      { days: ['monday', 'tuesday', 'wednesday', 'thursday', 'sunday'], opens: '07:00', closes: '15:00' },
    ],
  ],
  ['', []],
  ['by appointment', []],
])('reads the hours code %j as rows', (code, rows) => {
  expect(rowsOfHoursCode(code)).toEqual(rows)
})

it('writes rows back as a code on the way down', () => {
  expect(hoursCodeOfRows(rowsOfHoursCode('Mo-Fr 08:30-17:30, Sa 10:00-14:00'))).toBe('Mo-Fr 08:30-17:30, Sa 10:00-14:00')
  expect(hoursCodeOfRows([{ days: ['monday', 'wednesday', 'thursday'], opens: '09:00', closes: '18:00' }])).toBe('Mo,We-Th 09:00-18:00')
})
