import { deviceClasses } from '../../src/features/visits/protocol'

/** The days of two years of visit counts. */
export const twoYears = 731

const sources = [
  ['', ''],
  ['google', 'organic'],
  ['google', 'cpc'],
  ['instagram', 'social'],
  ['newsletter', 'email'],
  ['bing', 'organic'],
] as const

/**
 * The view-counts rows of the day `daysAgo`: `perDay` of them, each of a different page, source and
 * device, the pages shifting from day to day (columns as the table names them).
 */
export function viewCountsOfDay(paths: readonly string[], perDay: number, daysAgo: number, now: string): Record<string, unknown>[] {
  const combinations = paths.length * sources.length * deviceClasses.length
  if (perDay > combinations) throw new Error(`${perDay} rows a day, but only ${combinations} pages, sources and devices`)
  const day = new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10)
  return Array.from({ length: perDay }, (_, at) => {
    const index = (at + daysAgo * 104_729) % combinations
    const [source, medium] = sources[Math.floor(index / paths.length) % sources.length]!
    const views = 1 + ((at + daysAgo) % 9)
    return {
      day,
      page: paths[index % paths.length],
      source,
      medium,
      campaign: source === 'google' && medium === 'cpc' ? 'fit-out-2026' : '',
      device: deviceClasses[Math.floor(index / (paths.length * sources.length)) % deviceClasses.length],
      views,
      landings: Math.ceil(views / 2),
      updated_at: now,
      created_at: now,
    }
  })
}
