import { type Locale, localeRegions } from './locales'

const shortMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** 1 -> '1st', 12 -> '12th', 22 -> '22nd'. */
export function ordinal(day: number): string {
  const teens = day % 100 >= 11 && day % 100 <= 13
  const suffix = teens ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th'
  return `${day}${suffix}`
}

// Posts carry a calendar day; reading it in UTC keeps the day the same on every server.
const parts = (date: string | Date) => {
  const value = new Date(date)
  return { day: value.getUTCDate(), month: shortMonths[value.getUTCMonth()]!, year: value.getUTCFullYear() }
}

/** Arabic dates as the Emirates write them, in Western digits ('-u-nu-latn'), read in UTC like the English. */
const arabicFormat = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(`${localeRegions.ar}-u-nu-latn`, { timeZone: 'UTC', day: 'numeric', month: 'long', ...options })
const arabicDayMonth = arabicFormat({})
const arabicFullDate = arabicFormat({ year: 'numeric' })

/** The date of a post card on /blog: '1st Jan'; '1 يناير' in Arabic. */
export function cardDate(date: string | Date, locale: Locale): string {
  if (locale === 'ar') return arabicDayMonth.format(new Date(date))
  const { day, month } = parts(date)
  return `${ordinal(day)} ${month}`
}

/** A date with its year, as in the 'Related Blogs' column: '1st Jan, 2024'; '1 يناير 2024' in Arabic. */
export function fullDate(date: string | Date, locale: Locale): string {
  if (locale === 'ar') return arabicFullDate.format(new Date(date))
  const { day, month, year } = parts(date)
  return `${ordinal(day)} ${month}, ${year}`
}

/** The machine-readable day for a <time> element: '2024-01-01'. */
export const isoDay = (date: string | Date): string => new Date(date).toISOString().slice(0, 10)

/** The company works on Dubai time (UTC+4, no daylight saving). */
export const companyTimeZone = 'Asia/Dubai'

const companyYearFormat = new Intl.DateTimeFormat('en', { timeZone: companyTimeZone, year: 'numeric' })

/** The year it is at the company: Dubai's new year comes four hours before UTC's. */
export const companyYear = (now: Date = new Date()): number => Number(companyYearFormat.format(now))

/** The copyright line's years: from the first year to the current one ('2024–2026'), or the one year. */
export function copyrightYears(firstYear: number, now: Date = new Date()): string {
  const year = companyYear(now)
  return firstYear < year ? `${firstYear}–${year}` : String(year)
}
