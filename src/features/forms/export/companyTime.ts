import { lastCompanyTimeZone } from '@/features/companyTime/server/companyTimeZone'

const partsFormats = new Map<string, Intl.DateTimeFormat>()
const partsFormat = (timeZone: string) => {
  let format = partsFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
    partsFormats.set(timeZone, format)
  }
  return format
}

/** `2025-02-01 02:30:00` in Dubai for 2025-01-31T22:30:00Z: a form every spreadsheet reads as a date. */
export function companyDateTime(date: string | Date, zone: string = lastCompanyTimeZone()): string {
  const part = Object.fromEntries(partsFormat(zone).formatToParts(new Date(date)).map(({ type, value }) => [type, value]))
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`
}
