import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { keepChoice, keptChoice, keptForMs } from './choice'

beforeEach(() => {
  const store = new Map<string, string>()
  vi.stubGlobal('localStorage', { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => store.set(key, value) })
})
afterEach(() => vi.unstubAllGlobals())

describe("a visitor's consent", () => {
  it('is remembered as given', () => {
    keepChoice({ analytics: true, marketing: false }, 1_000)
    expect(keptChoice(2_000)).toEqual({ analytics: true, marketing: false })
  })

  it('is asked again after six months', () => {
    keepChoice({ analytics: true, marketing: true }, 0)
    expect(keptChoice(keptForMs - 1)).toBeDefined()
    expect(keptChoice(keptForMs)).toBeUndefined()
    expect(keptForMs / (24 * 3600_000)).toBeGreaterThanOrEqual(182)
  })

  it('is asked again when what is kept is not a choice of ours, and grants nothing not plainly granted', () => {
    localStorage.setItem('consent', '{not json')
    expect(keptChoice()).toBeUndefined()
    localStorage.setItem('consent', JSON.stringify({ analytics: 'yes', marketing: 1, at: Date.now() }))
    expect(keptChoice()).toEqual({ analytics: false, marketing: false })
  })

  it('holds for the page when the browser refuses storage', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('denied')
      },
    })
    expect(() => keepChoice({ analytics: true, marketing: true })).not.toThrow()
    expect(keptChoice()).toBeUndefined()
  })
})
