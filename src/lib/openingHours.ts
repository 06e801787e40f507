import { defaultLocale, type Locale } from './locales'
import { wordsIn } from './words'

/** The days of the week in the order the site writes them; the values are what Company details store. */
export const weekdays = [
  { value: 'monday', label: 'Monday' },
  { value: 'tuesday', label: 'Tuesday' },
  { value: 'wednesday', label: 'Wednesday' },
  { value: 'thursday', label: 'Thursday' },
  { value: 'friday', label: 'Friday' },
  { value: 'saturday', label: 'Saturday' },
  { value: 'sunday', label: 'Sunday' },
] as const

export type Weekday = (typeof weekdays)[number]['value']

/** One row of Company details › Opening hours: the days it covers, open from `opens` to `closes` (HH:MM). */
export type HoursRow = { days?: Weekday[] | null; opens?: string | null; closes?: string | null }

/** A time of day as Company details take it: 24-hour HH:MM, 00:00 to 23:59. */
export const isTimeOfDay = (value: unknown): value is string => typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value)

/** A row the site can show: days, and times that are valid with the closing after the opening. */
export const isCompleteRow = (row: HoursRow): row is Required<{ [K in keyof HoursRow]: NonNullable<HoursRow[K]> }> =>
  !!row.days?.length && isTimeOfDay(row.opens) && isTimeOfDay(row.closes) && row.closes > row.opens

/**
 * The days as people say them, in `locale`: three or more in a row as a range ('Monday to Saturday'),
 * around the end of the week too ('Sunday to Thursday'), the others one by one ('Monday, Wednesday and Friday').
 */
export function daysText(days: readonly Weekday[], locale: Locale = defaultLocale): string {
  const words = wordsIn(locale).openingHours
  const labelOf = (index: number) => words.days[weekdays[index]!.value]
  const open = weekdays.map(({ value }) => days.includes(value))
  if (open.every(Boolean)) return words.dayRange(labelOf(0), labelOf(6))
  // Start after a closed day, so that a run through Sunday into Monday stays one run.
  const start = open.findIndex((isOpen, index) => isOpen && !open[(index + 6) % 7])
  if (start < 0) return ''
  const runs: number[][] = []
  for (let step = 0; step < 7; step++) {
    const index = (start + step) % 7
    if (!open[index]) continue
    const previous = (index + 6) % 7
    if (step > 0 && open[previous]) runs.at(-1)!.push(index)
    else runs.push([index])
  }
  const items = runs.flatMap((run) => (run.length >= 3 ? [words.dayRange(labelOf(run[0]!), labelOf(run.at(-1)!))] : run.map(labelOf)))
  return words.list(items)
}

/** '09:00' -> '9:00'. */
const timeText = (time: string) => time.replace(/^0(\d)/, '$1')

/**
 * The opening hours as the site shows them in `locale`, from Company details' rows:
 * 'Monday to Saturday, 9:00 to 18:00'; several rows joined with '; '. Empty when none is complete.
 */
export function openingHoursText(rows: readonly HoursRow[] | null | undefined, locale: Locale = defaultLocale): string {
  const words = wordsIn(locale).openingHours
  return (rows ?? [])
    .filter(isCompleteRow)
    .map((row) => words.row(daysText(row.days, locale), timeText(row.opens), timeText(row.closes)))
    .join(words.rowSeparator)
}
