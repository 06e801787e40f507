import { describe, expect, it } from 'vitest'

import { leadItemSpan, photoGrid } from './balancedGrid'

/** How many items the last row holds when the first item takes `span` cells of `columns`. */
function lastRow(count: number, columns: number, span: number) {
  const cells = count - 1 + span
  return cells % columns === 0 ? columns : cells % columns
}

const spanIn = (classes: string, columns: 2 | 3) => {
  const names = classes.split(' ')
  if (columns === 2) return names.some((name) => name.endsWith('col-span-2') && !name.startsWith('lg:')) ? 2 : 1
  return names.includes('lg:col-span-2') ? 2 : 1
}

describe('a balanced grid', () => {
  it('never leaves one item alone on the last row, in two columns or three', () => {
    for (let count = 2; count <= 30; count++) {
      const classes = leadItemSpan(count, 'start')
      expect(lastRow(count, 2, spanIn(classes, 2)), `${count} items in two columns`).not.toBe(1)
      // In three columns the lead item takes two cells of its row: the rows below start afresh.
      expect(lastRow(count, 3, spanIn(classes, 3)), `${count} items in three columns`).not.toBe(1)
    }
  })

  it('spans nothing when the items already fill their rows', () => {
    expect(leadItemSpan(6, 'sm')).toBe('lg:col-span-1')
    expect(leadItemSpan(10, 'sm')).toBe('lg:col-span-2')
    expect(leadItemSpan(9, 'md')).toBe('md:col-span-2 lg:col-span-1')
  })
})

describe('a balanced grid of photos', () => {
  it('never leaves one photo alone on the last row, in two columns or on wide screens', () => {
    for (let count = 2; count <= 40; count++) {
      const { columns, lead } = photoGrid(count)
      expect(lastRow(count, 2, lead.includes('col-span-2') ? 2 : 1), `${count} photos in two columns`).not.toBe(1)
      expect(lastRow(count, columns, 1), `${count} photos in ${columns} columns`).not.toBe(1)
    }
  })
})
