import { describe, expect, it } from 'vitest'

import { isSlug, slugify } from './slug'

describe('a slug made of a title', () => {
  it.each([
    ['Office Fit-Out', 'office-fit-out'],
    ['  Villa Renovation in Dubai  ', 'villa-renovation-in-dubai'],
    ['Café & Bar Design', 'cafe-and-bar-design'],
    ['Kitchens — 2026 (New!)', 'kitchens-2026-new'],
    ['Joinery_Solutions', 'joinery-solutions'],
  ])('%j -> %j', (title, slug) => {
    expect(slugify(title)).toBe(slug)
    expect(isSlug(slugify(title))).toBe(true)
  })

  it('is empty for a title without a letter or digit, and at most 200 characters', () => {
    expect(slugify('— ? —')).toBe('')
    const long = slugify('word '.repeat(100))
    expect(long.length).toBeLessThanOrEqual(200)
    expect(isSlug(long)).toBe(true)
  })
})
