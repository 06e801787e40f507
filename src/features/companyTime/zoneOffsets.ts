const dayMs = 86_400_000

/** From `since` (ms since the epoch) on, until the next span's, the zone's clocks are `seconds` ahead of UTC. */
export type OffsetSpan = { since: number; seconds: number }

const clockFormats = new Map<string, Intl.DateTimeFormat>()
const clockFormat = (zone: string) => {
  let format = clockFormats.get(zone)
  if (!format) {
    const parts = { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' } as const
    clockFormats.set(zone, (format = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', ...parts })))
  }
  return format
}

/** How many seconds the zone's clocks are ahead of UTC at `time` (a whole second). */
export function offsetAt(zone: string, time: number): number {
  const part = Object.fromEntries(clockFormat(zone).formatToParts(time).map(({ type, value }) => [type, Number(value)]))
  return (Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!) - time) / 1000
}

/**
 * The zone's offsets from UTC between two times (ms, whole seconds), as Intl knows them: one span
 * for a zone without daylight saving time (Dubai), one more for each change of its clocks. Looked
 * at once a day and bisected to the second where it changed: clocks never change twice in one day.
 */
export function offsetSpans(zone: string, from: number, until: number): OffsetSpan[] {
  const spans = [{ since: from, seconds: offsetAt(zone, from) }]
  for (let time = from; time < until; time += dayMs) {
    let high = Math.min(time + dayMs, until)
    const seconds = offsetAt(zone, high)
    if (seconds === spans.at(-1)!.seconds) continue
    let low = time
    while (high - low > 1000) {
      const middle = low + Math.floor((high - low) / 2000) * 1000
      if (offsetAt(zone, middle) === seconds) high = middle
      else low = middle
    }
    spans.push({ since: high, seconds })
  }
  return spans
}
