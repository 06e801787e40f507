import { expect, it } from 'vitest'

import { excerptOf, queryWords } from './search'

it('reads the words of a query, lowercased, once each', () => {
  expect(queryWords('  Villa  renovation, villa MUDON! ')).toEqual(['villa', 'renovation', 'mudon'])
  expect(queryWords('%_')).toEqual([])
  expect(queryWords('client’s chair')).toEqual(['client’s', 'chair'])
})

it('shows the text around the first word found, cut at word ends', () => {
  const text = `${'lead '.repeat(60)}the waterproofing membrane is tested ${'tail '.repeat(60)}`.trim()
  const excerpt = excerptOf(text, ['waterproofing'], 30)
  expect(excerpt).toMatch(/^…lead .*the waterproofing membrane is .*…$/)
  expect(excerpt.length).toBeLessThan(80)
})

it('starts at the beginning of a short text', () => {
  expect(excerptOf('Calm clinic interiors', ['clinic'])).toBe('Calm clinic interiors')
})
