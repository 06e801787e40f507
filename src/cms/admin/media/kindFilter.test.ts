import { describe, expect, it } from 'vitest'

import { kindIn, whereForKind } from './kindFilter'

describe('whereForKind', () => {
  it('adds the kind to every alternative of the filters and keeps their other conditions', () => {
    const where = { or: [{ and: [{ alt: { like: 'villa' } }] }, { and: [{ filename: { like: 'majlis' } }] }] }
    expect(whereForKind(where, 'drawing')).toEqual({
      or: [{ and: [{ alt: { like: 'villa' } }, { kind: { equals: 'drawing' } }] }, { and: [{ filename: { like: 'majlis' } }, { kind: { equals: 'drawing' } }] }],
    })
  })

  it('replaces the kind asked before, and drops it (with alternatives left empty) for every kind', () => {
    const drawings = whereForKind(undefined, 'drawing')
    expect(drawings).toEqual({ or: [{ and: [{ kind: { equals: 'drawing' } }] }] })
    expect(whereForKind(drawings, 'picture')).toEqual({ or: [{ and: [{ kind: { equals: 'picture' } }] }] })
    expect(whereForKind(drawings, undefined)).toEqual({ or: [] })
  })

  it('reads a plain where as the filter panel does', () => {
    expect(whereForKind({ alt: { like: 'office' } }, 'picture')).toEqual({ or: [{ and: [{ alt: { like: 'office' } }, { kind: { equals: 'picture' } }] }] })
  })
})

describe('kindIn', () => {
  it('names the kind only when every alternative asks for the same one', () => {
    expect(kindIn(undefined)).toBeUndefined()
    expect(kindIn(whereForKind({ alt: { like: 'office' } }, 'drawing'))).toBe('drawing')
    expect(kindIn({ or: [{ and: [{ kind: { equals: 'drawing' } }] }, { and: [{ alt: { like: 'x' } }] }] })).toBeUndefined()
    expect(kindIn({ or: [{ and: [{ kind: { in: ['drawing'] } }] }] })).toBeUndefined()
  })
})
