import { describe, expect, it } from 'vitest'

import { pageCount, pageItems, type PageItem } from './pagination'

const render = (items: PageItem[]) => items.map((item) => (item.kind === 'page' ? String(item.page) : '…')).join(' ')

/** The rule of SPEC §2.4, stated plainly, to check the model against at every position. */
function expected(current: number, total: number): string {
  if (total <= 5) return Array.from({ length: total }, (_, index) => index + 1).join(' ')
  const shown = [...new Set([1, current - 1, current, current + 1, total])].filter((page) => page >= 1 && page <= total)
  return shown
    .sort((a, b) => a - b)
    .map((page, index) => (index > 0 && page - shown[index - 1]! > 1 ? `… ${page}` : String(page)))
    .join(' ')
}

describe('the page list of the blog', () => {
  for (let total = 1; total <= 12; total++) {
    for (let current = 1; current <= total; current++) {
      it(`shows the right controls on page ${current} of ${total}`, () => {
        expect(render(pageItems(current, total))).toBe(expected(current, total))
      })
    }
  }

  it('collapses above five pages as SPEC §2.4 shows', () => {
    expect(render(pageItems(1, 5))).toBe('1 2 3 4 5')
    expect(render(pageItems(1, 6))).toBe('1 2 … 6')
    expect(render(pageItems(4, 8))).toBe('1 … 3 4 5 … 8')
    expect(render(pageItems(3, 8))).toBe('1 2 3 4 … 8')
    expect(render(pageItems(8, 8))).toBe('1 … 7 8')
  })

  it('gives each gap its own key', () => {
    const keys = pageItems(6, 12).flatMap((item) => (item.kind === 'gap' ? [item.key] : []))
    expect(keys).toHaveLength(2)
    expect(new Set(keys).size).toBe(2)
  })
})

describe('the number of pages', () => {
  it('is one for an empty or short list and rounds up otherwise', () => {
    expect(pageCount(0, 10)).toBe(1)
    expect(pageCount(10, 10)).toBe(1)
    expect(pageCount(11, 10)).toBe(2)
    expect(pageCount(36, 10)).toBe(4)
  })
})
