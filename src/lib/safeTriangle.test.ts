import { describe, expect, it } from 'vitest'

import { inSafeTriangle, topEdge } from './safeTriangle'

// A pointer leaves 'Services' at (480, 80); the panel below spans the page from y = 110.
const apex = { x: 480, y: 80 }
const panelTop = topEdge({ left: 0, right: 1440, top: 110 })

describe('safe triangle', () => {
  it('holds on a diagonal path down to the first column', () => {
    for (let step = 0; step <= 10; step++) {
      expect(inSafeTriangle({ x: 480 - step * 30, y: 80 + step * 3 }, apex, panelTop)).toBe(true)
    }
  })

  it('holds on the way down to the last column, whichever side the panel lies', () => {
    expect(inSafeTriangle({ x: 900, y: 100 }, apex, panelTop)).toBe(true)
  })

  it('does not hold along the menu row or back up', () => {
    expect(inSafeTriangle({ x: 600, y: 78 }, apex, panelTop)).toBe(false)
    expect(inSafeTriangle({ x: 470, y: 60 }, apex, panelTop)).toBe(false)
  })

  it('does not hold past the panel edge sideways', () => {
    expect(inSafeTriangle({ x: -5, y: 109 }, apex, panelTop)).toBe(false)
  })

  it('counts the apex and the edge itself as inside', () => {
    expect(inSafeTriangle(apex, apex, panelTop)).toBe(true)
    expect(inSafeTriangle({ x: 10, y: 110 }, apex, panelTop)).toBe(true)
  })
})
