import type { viewCountKey } from '../collections/ViewCounts'

export type ViewCountKey = Record<(typeof viewCountKey)[number], string>
export type ViewCountRow = ViewCountKey & { views: number; landings: number }

/**
 * Views added up in memory and written every `flushMs` (one upsert of a few rows, not a write per
 * view). Rows a write could not store go back into the tally and are written with the next.
 */
export function viewTally({ flushMs, write, onError }: { flushMs: number; write: (rows: ViewCountRow[]) => Promise<void>; onError: (error: unknown) => void }) {
  let pending = new Map<string, ViewCountRow>()
  let timer: ReturnType<typeof setTimeout> | undefined
  let writing: Promise<void> = Promise.resolve()

  const addRow = (row: ViewCountRow) => {
    const id = JSON.stringify([row.day, row.page, row.source, row.medium, row.campaign, row.device])
    const counted = pending.get(id)
    if (counted) {
      counted.views += row.views
      counted.landings += row.landings
    } else pending.set(id, { ...row })
    if (!timer) {
      timer = setTimeout(() => void flush(), flushMs)
      // The process may exit meanwhile: its shutdown writes what is left (views.ts).
      timer.unref?.()
    }
  }

  /** Writes what has been added so far; resolves once it is stored (or put back after a failure). */
  function flush(): Promise<void> {
    clearTimeout(timer)
    timer = undefined
    const rows = [...pending.values()]
    pending = new Map()
    writing = writing.then(async () => {
      if (!rows.length) return
      try {
        await write(rows)
      } catch (error) {
        for (const row of rows) addRow(row)
        onError(error)
      }
    })
    return writing
  }

  return {
    add: (key: ViewCountKey, landed: boolean) => addRow({ ...key, views: 1, landings: landed ? 1 : 0 }),
    flush,
    /** Views added and not yet written. */
    pendingViews: () => [...pending.values()].reduce((sum, row) => sum + row.views, 0),
  }
}
