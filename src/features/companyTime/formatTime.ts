import { knownZone } from './zones'

export type TimeStyle = 'dateTime' | 'date'

const styles: Record<TimeStyle, Intl.DateTimeFormatOptions> = {
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  date: { dateStyle: 'medium' },
}

/** '28 Nov 2026, 22:15' as the company's clock reads it, in the admin's language ('en' → British order). */
export function companyTime(date: string | Date, zone: string, { style = 'dateTime', language = 'en' }: { style?: TimeStyle; language?: string } = {}) {
  const locale = language === 'ar' ? 'ar-AE-u-nu-latn' : 'en-GB'
  return new Intl.DateTimeFormat(locale, { ...styles[style], timeZone: knownZone(zone) }).format(new Date(date))
}
