import type { Page } from '@/payload-types'

/** A page's sections as the seed writes them. */
export type Layout = Page['layout']

/**
 * Runs `make` on every item, a few at a time, keeping the order of the results: drawing and
 * resizing pictures uses both cores while the database takes one write at a time.
 */
export async function inOrder<T, R>(items: readonly T[], make: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = []
  for (let start = 0; start < items.length; start += 4) {
    const batch = items.slice(start, start + 4)
    results.push(...(await Promise.all(batch.map((item, offset) => make(item, start + offset)))))
  }
  return results
}
