import { expect, it } from 'vitest'

import { queryWords, wordsPattern } from './query'

it('reads the words of a query, lowercased, once each', () => {
  expect(queryWords('  Villa  renovation, villa MUDON! ')).toEqual(['villa', 'renovation', 'mudon'])
  expect(queryWords('%_')).toEqual([])
  expect(queryWords('client’s chair')).toEqual(['client’s', 'chair'])
})

it('leaves out common words, unless the query holds nothing else', () => {
  expect(queryWords('Kitchen renovation in the Springs')).toEqual(['kitchen', 'renovation', 'springs'])
  expect(queryWords('The and')).toEqual(['the', 'and'])
})

it('reads at most eight words of at most a hundred characters', () => {
  expect(queryWords('one two three four five six seven eight nine ten')).toHaveLength(8)
  expect(queryWords(`${'x'.repeat(99)} tail`)).toEqual(['x'.repeat(99)])
})

it('finds a word where a word of the text starts with it, and matches that whole word', () => {
  const found = (word: string, text: string) => text.match(wordsPattern([word])) ?? []
  expect(found('kitchen', 'Kitchens, a kitchen-diner and a stockkitchen')).toEqual(['Kitchens', 'kitchen'])
  expect(found('fit-out', 'Our Fit-Out team')).toEqual(['Fit-Out'])
  expect(found('a+b', 'a+b aab')).toEqual(['a+b'])
  expect(found('café', 'Cafés and CAFÉ')).toEqual(['Cafés', 'CAFÉ'])
})

it('prefers the longest of several words that start at the same place', () => {
  expect('Our fit-out team'.match(wordsPattern(['fit', 'fit-out']))).toEqual(['fit-out'])
})
