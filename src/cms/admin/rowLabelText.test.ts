import { describe, expect, it } from 'vitest'

import { rowLabelText } from './rowLabelText'

describe('rowLabelText', () => {
  it('cuts a long label at a word, reads rich text and falls back to the next field', () => {
    const question = 'How long does a complete villa renovation take from the first visit to handover in Dubai?'
    expect(rowLabelText({ question }, ['question'])).toBe('How long does a complete villa renovation take from the…')
    const content = { root: { children: [{ children: [{ text: 'Privacy ' }, { text: 'policy' }] }, { children: [{ text: 'We collect' }] }] } }
    expect(rowLabelText({ heading: '  ', content }, ['heading', 'content'])).toBe('Privacy policy We collect')
    expect(rowLabelText({ items: [{ title: 'Timely Delivery' }] }, ['heading', 'items.0.title'])).toBe('Timely Delivery')
    expect(rowLabelText({}, ['heading'])).toBeUndefined()
  })

  it('reads a populated picture by its alt, and a picture kept as an id as nothing', () => {
    expect(rowLabelText({ image: { id: 4, alt: 'Villa kitchen in Arabian Ranches' } }, ['image'])).toBe('Villa kitchen in Arabian Ranches')
    expect(rowLabelText({ image: 4 }, ['image'])).toBeUndefined()
  })
})
