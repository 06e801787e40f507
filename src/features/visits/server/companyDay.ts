import { lastCompanyTimeZone } from '@/features/companyTime/server/companyTimeZone'

const dayFormats = new Map<string, Intl.DateTimeFormat>()
const dayFormat = (zone: string) => {
  let format = dayFormats.get(zone)
  if (!format) dayFormats.set(zone, (format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' })))
  return format
}

/** The company's calendar day of `date` (its time zone, company details), as YYYY-MM-DD. */
export const companyDay = (date: Date = new Date(), zone: string = lastCompanyTimeZone()) => dayFormat(zone).format(date)

/** The company's day `days` before `date`'s. */
export const daysBefore = (days: number, date: Date = new Date(), zone?: string) => companyDay(new Date(date.getTime() - days * 86_400_000), zone)
