/** A span of the company's calendar days, both ends included, as YYYY-MM-DD. */
export type Period = { since: string; until: string }

/** The spans the dashboard offers in one click, in days. */
export const presets = [7, 30, 90] as const
export const defaultPreset = 30
/** The longest custom span: two years, which the view counts keep (features/visits). */
export const longestDays = 731

const dayPattern = /^\d{4}-\d{2}-\d{2}$/
const time = (day: string) => Date.parse(`${day}T00:00:00Z`)

/** The day `count` days after `day` (before, when negative). */
export const addDays = (day: string, count: number) => new Date(time(day) + count * 86_400_000).toISOString().slice(0, 10)

/** How many days a period spans. */
export const lengthOf = ({ since, until }: Period) => Math.round((time(until) - time(since)) / 86_400_000) + 1

/** The last `days` days, today included. */
export const lastDays = (days: number, today: string): Period => ({ since: addDays(today, 1 - days), until: today })

/** The period of the same length just before. */
export const previousOf = (period: Period): Period => ({ since: addDays(period.since, -lengthOf(period)), until: addDays(period.since, -1) })

const isDay = (value: unknown): value is string => typeof value === 'string' && dayPattern.test(value) && !Number.isNaN(time(value)) && addDays(value, 0) === value

export type PeriodChoice = { period: Period; preset?: number; problem?: string }

/**
 * The period a request asks for: `from` and `to` (a custom range), else `days` (7, 30 or 90), else the
 * last 30 days. A range that cannot be read is answered with the default and what was wrong with it.
 */
export function periodFrom(query: { days?: unknown; from?: unknown; to?: unknown }, today: string): PeriodChoice {
  const preset = presets.find((days) => String(days) === String(query.days)) ?? defaultPreset
  const fallback = { period: lastDays(preset, today), preset }
  if (query.from === undefined && query.to === undefined) return fallback
  if (!isDay(query.from) || !isDay(query.to)) return { ...fallback, problem: 'Give both days of the range as dates.' }
  const period = { since: query.from, until: query.to }
  if (period.since > period.until) return { ...fallback, problem: 'The range starts after it ends.' }
  if (period.until > today) return { ...fallback, problem: 'The range ends after today.' }
  if (lengthOf(period) > longestDays) return { ...fallback, problem: 'The range is longer than two years: choose a shorter one.' }
  return { period }
}

/** The query string of a period: the preset's `days`, or the range's `from` and `to`. */
export const queryOf = ({ period, preset }: Pick<PeriodChoice, 'period' | 'preset'>) =>
  preset ? `days=${preset}` : `from=${period.since}&to=${period.until}`
