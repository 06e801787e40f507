import { describe, expect, it } from 'vitest'

import { arabic } from './ar'
import { arabicCount } from './arabicCount'
import { english } from './en'

type Entry = [path: string, english: unknown, arabic: unknown]

/** Every entry of both dictionaries, side by side, by its path ('footer.contact'). */
function entries(en: object, ar: object, prefix = ''): Entry[] {
  return Object.entries(en).flatMap(([key, value]): Entry[] => {
    const path = `${prefix}${key}`
    const other = (ar as Record<string, unknown>)[key]
    return typeof value === 'object' && value !== null ? entries(value, other as object, `${path}.`) : [[path, value, other]]
  })
}

/** What an entry says: a text as it is, a template filled with sample values (numbers, or a list of two). */
function said(value: unknown): string {
  if (typeof value !== 'function') return String(value)
  try {
    return String(value(...Array<number>(value.length).fill(7)))
  } catch {
    return String(value(['A', 'B']))
  }
}

describe('the dictionaries', () => {
  it('hold the same entries, of the same kinds', () => {
    expect(entries(arabic, english).map(([path]) => path)).toEqual(entries(english, arabic).map(([path]) => path))
    for (const [path, en, ar] of entries(english, arabic)) expect(typeof ar, path).toBe(typeof en)
  })

  it('have every Arabic entry written, and written in Arabic', () => {
    for (const [path, en, ar] of entries(english, arabic)) {
      const text = said(ar)
      expect(text.trim(), path).not.toBe('')
      expect(text, path).not.toBe(said(en))
      expect(text, path).toMatch(/[\u0600-\u06FF]/)
    }
  })

  it('write numbers in Western digits in Arabic', () => {
    for (const [path, , ar] of entries(english, arabic)) expect(said(ar), path).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/)
  })
})

describe('Arabic counts', () => {
  const projects = { one: 'مشروع واحد', two: 'مشروعان', few: 'مشاريع', many: 'مشروعاً', other: 'مشروع' }

  it.each([
    [1, 'مشروع واحد'],
    [2, 'مشروعان'],
    [3, '3 مشاريع'],
    [10, '10 مشاريع'],
    [11, '11 مشروعاً'],
    [99, '99 مشروعاً'],
    [100, '100 مشروع'],
    [103, '103 مشاريع'],
  ])('%i reads %s', (count, text) => {
    expect(arabicCount(count, projects)).toBe(text)
  })
})
