import { describe, expect, it } from 'vitest'

import { idsOf, populated } from './ids'

describe("a has-many relationship's value", () => {
  it('gives its ids whether populated or not', () => {
    expect(idsOf([3, { id: 5 }])).toEqual([3, 5])
    expect(idsOf(null)).toEqual([])
  })

  it('gives its populated documents only', () => {
    expect(populated([3, { id: 5, name: 'Layla' }])).toEqual([{ id: 5, name: 'Layla' }])
    expect(populated(undefined)).toEqual([])
  })
})
