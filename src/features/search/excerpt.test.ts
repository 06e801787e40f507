import { describe, expect, it } from 'vitest'

import { excerptOf, highlight } from './excerpt'

describe('excerptOf', () => {
  it('shows the text around the first word found, cut at word ends', () => {
    const text = `${'lead '.repeat(60)}the waterproofing membrane is tested ${'tail '.repeat(60)}`.trim()
    const excerpt = excerptOf(text, ['waterproofing'], 30)
    expect(excerpt).toMatch(/^…lead .*the waterproofing membrane is .*…$/)
    expect(excerpt.length).toBeLessThan(80)
  })

  it('starts at the beginning of a short text', () => {
    expect(excerptOf('Calm clinic interiors', ['clinic'])).toBe('Calm clinic interiors')
  })

  it('starts at the beginning of the sentence that holds the word, when it is near', () => {
    const text = `${'Earlier words fill this sentence. '.repeat(8)}The kitchen is where the family gathers. ${'Later words. '.repeat(20)}`
    expect(excerptOf(text, ['kitchen'], 60)).toMatch(/^…The kitchen is where the family gathers\. /)
  })

  it('ends at a sentence end when one falls near the end, without an ellipsis', () => {
    const text = `A kitchen planned around daily life, with storage for everything. ${'More words follow here. '.repeat(20)}`
    expect(excerptOf(text, ['kitchen'], 40)).toBe('A kitchen planned around daily life, with storage for everything.')
  })

  it('shows the place where most of the words are found together', () => {
    const text = `Marble is mentioned first. ${'Filler sentence. '.repeat(30)}Kitchen worktops in marble last for years. ${'Tail. '.repeat(30)}`
    expect(excerptOf(text, ['marble', 'worktops'], 50)).toMatch(/^…Kitchen worktops in marble/)
  })

  it('shows the beginning of a text that does not hold the words (the title held them)', () => {
    const text = `Bespoke pieces for the home. ${'And more. '.repeat(40)}`
    expect(excerptOf(text, ['kitchen'], 30)).toMatch(/^Bespoke pieces for the home\./)
  })

  it('reaches back to keep its length when the word is near the end of the text', () => {
    const text = `${'Words of an earlier sentence. '.repeat(12)}See our office fit-out service.`
    const excerpt = excerptOf(text, ['fit-out'], 60)
    expect(excerpt).toMatch(/^…Words of an earlier sentence\. .*See our office fit-out service\.$/)
    expect(excerpt.length).toBeGreaterThan(80)
  })

  it('keeps list items apart as the index separates them', () => {
    expect(excerptOf('Services. Kitchen renovation. Custom cabinetry. Plumbing and electrical works.', ['kitchen'])).toBe(
      'Services. Kitchen renovation. Custom cabinetry. Plumbing and electrical works.',
    )
  })
})

describe('highlight', () => {
  it('marks every whole word that starts with a word searched for, in any letter case', () => {
    expect(highlight('Kitchens and a kitchen-diner, not a stockkitchen', ['kitchen'])).toEqual([
      { text: 'Kitchens', marked: true },
      { text: ' and a ', marked: false },
      { text: 'kitchen', marked: true },
      { text: '-diner, not a stockkitchen', marked: false },
    ])
  })

  it('marks several words, and leaves a text without them whole', () => {
    const marked = highlight('Marble worktops for a kitchen', ['kitchen', 'marble']).filter((piece) => piece.marked)
    expect(marked.map((piece) => piece.text)).toEqual(['Marble', 'kitchen'])
    expect(highlight('Nothing here', ['kitchen'])).toEqual([{ text: 'Nothing here', marked: false }])
    expect(highlight('Nothing here', [])).toEqual([{ text: 'Nothing here', marked: false }])
  })

  it('gives back the text it was given, piece by piece', () => {
    const text = '…the kitchen, the KITCHEN and the kitchenette…'
    expect(highlight(text, ['kitchen', 'the']).map((piece) => piece.text).join('')).toBe(text)
  })
})
