import { companyTimeZone } from '@/lib/dates'

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: companyTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' })

/** The company's calendar day of `date` (Dubai), as YYYY-MM-DD. */
export const companyDay = (date: Date = new Date()) => dayFormat.format(date)

/** The company's day `days` before `date`'s. */
export const daysBefore = (days: number, date: Date = new Date()) => companyDay(new Date(date.getTime() - days * 86_400_000))
