import { addDays } from '@/features/analytics/period'

/** The zone's offset from UTC at `instant`, in minutes ('GMT+04:00' → 240). */
function offsetMinutes(zone: string, instant: Date): number {
  const name = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(instant).find((part) => part.type === 'timeZoneName')!.value
  const [, sign, hours, minutes] = name.match(/GMT([+-])(\d{2}):?(\d{2})?/) ?? []
  return sign ? (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes ?? 0)) : 0
}

/** The instant a company day (YYYY-MM-DD) begins in `zone`. */
export function startOfDay(day: string, zone: string): Date {
  const utcMidnight = new Date(`${day}T00:00:00Z`)
  return new Date(utcMidnight.getTime() - offsetMinutes(zone, utcMidnight) * 60_000)
}

/** The Monday of a day's week. */
export function mondayOf(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7
  return addDays(day, -weekday)
}
