/** One control of the page list: a page number, or a gap where pages are collapsed. */
export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string }

/** SPEC §9: with this many pages or fewer, every page number shows. */
export const maxPagesShownInFull = 5

/**
 * SPEC §2.4's page list: every page up to five pages; above that the first and last pages, the
 * current page with one neighbour each side, and a gap wherever pages are left out.
 */
export function pageItems(current: number, total: number): PageItem[] {
  const pages = Array.from({ length: total }, (_, index) => index + 1)
  const shown =
    total <= maxPagesShownInFull
      ? pages
      : pages.filter((page) => page === 1 || page === total || Math.abs(page - current) <= 1)
  return shown.flatMap((page, index): PageItem[] => {
    const previous = shown[index - 1]
    const gap: PageItem[] = previous !== undefined && page - previous > 1 ? [{ kind: 'gap', key: `gap-${previous}` }] : []
    return [...gap, { kind: 'page', page }]
  })
}

/** How many pages `count` items fill at `pageSize` a page (an empty list still has its first page). */
export const pageCount = (count: number, pageSize: number): number => Math.max(1, Math.ceil(count / pageSize))
