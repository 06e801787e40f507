import { describe, expect, it } from 'vitest'

import { excerptOf, metaDescriptionOf } from './postSummary'

describe("a post's summary", () => {
  it("is its excerpt, trimmed; none when it is blank", () => {
    expect(excerptOf({ excerpt: '  Stone for villas, chosen well. ' })).toBe('Stone for villas, chosen well.')
    expect(excerptOf({ excerpt: '   ' })).toBeUndefined()
    expect(excerptOf({ excerpt: null })).toBeUndefined()
  })

  it("gives the meta description: the SEO tab's when written, else the excerpt", () => {
    expect(metaDescriptionOf({ excerpt: 'The excerpt.', meta: { description: 'The SEO description.' } })).toBe('The SEO description.')
    expect(metaDescriptionOf({ excerpt: 'The excerpt.', meta: { description: ' ' } })).toBe('The excerpt.')
    expect(metaDescriptionOf({ excerpt: 'The excerpt.', meta: null })).toBe('The excerpt.')
    expect(metaDescriptionOf({ excerpt: '', meta: {} })).toBeUndefined()
  })
})
