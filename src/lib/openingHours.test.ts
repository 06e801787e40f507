import { describe, expect, it } from 'vitest'

import { daysText, isTimeOfDay, openingHoursText, type Weekday } from './openingHours'

const weekdaysMonToSat: Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']

describe('the opening hours as the site writes them', () => {
  it('writes a row as its days and times, without the hour’s leading zero', () => {
    expect(openingHoursText([{ days: weekdaysMonToSat, opens: '09:00', closes: '18:00' }])).toBe('Monday to Saturday, 9:00 to 18:00')
  })

  it('joins several rows with a semicolon', () => {
    expect(
      openingHoursText([
        { days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'], opens: '08:30', closes: '17:30' },
        { days: ['saturday'], opens: '10:00', closes: '14:00' },
      ]),
    ).toBe('Monday to Friday, 8:30 to 17:30; Saturday, 10:00 to 14:00')
  })

  it('leaves out rows without days or with times that do not make a day', () => {
    expect(
      openingHoursText([
        { days: [], opens: '09:00', closes: '18:00' },
        { days: ['sunday'], opens: '18:00', closes: '09:00' },
        { days: ['sunday'], opens: '9:00', closes: '18:00' },
      ]),
    ).toBe('')
    expect(openingHoursText(null)).toBe('')
  })
})

describe('the opening hours in Arabic', () => {
  it('writes the days and times as Arabic says them, in Western digits', () => {
    expect(
      openingHoursText(
        [
          { days: weekdaysMonToSat, opens: '09:00', closes: '18:00' },
          { days: ['friday', 'sunday'], opens: '10:00', closes: '14:00' },
        ],
        'ar',
      ),
    ).toBe('من الاثنين إلى السبت، من 9:00 إلى 18:00؛ الجمعة والأحد، من 10:00 إلى 14:00')
  })

  it('lists days one by one with و', () => {
    expect(daysText(['monday', 'wednesday', 'friday'], 'ar')).toBe('الاثنين والأربعاء والجمعة')
  })
})

describe('the days as people say them', () => {
  it.each<[Weekday[], string]>([
    [['saturday', 'monday', 'friday', 'tuesday', 'thursday', 'wednesday'], 'Monday to Saturday'],
    [['sunday', 'monday', 'tuesday', 'wednesday', 'thursday'], 'Sunday to Thursday'],
    [['monday', 'wednesday', 'friday'], 'Monday, Wednesday and Friday'],
    [['saturday', 'sunday'], 'Saturday and Sunday'],
    [['monday', 'tuesday', 'wednesday', 'friday'], 'Monday to Wednesday and Friday'],
    [['friday'], 'Friday'],
    [['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'], 'Monday to Sunday'],
  ])('%j -> %s', (days, text) => {
    expect(daysText(days)).toBe(text)
  })
})

it('takes times on a 24-hour clock as HH:MM', () => {
  for (const time of ['00:00', '09:30', '23:59']) expect(isTimeOfDay(time)).toBe(true)
  for (const time of ['9:30', '24:00', '12:60', '12.30', '', null]) expect(isTimeOfDay(time)).toBe(false)
})
