import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { subsetOf } from '../../../scripts/subset-fonts.mjs'
import { arabicCharacters, basicLatinCharacters, fontCharacters, siteFonts } from './siteFonts.mjs'

const contentRoot = path.resolve('src/content')
/** The Arabic copy, drawn by an Arabic face of its own (issue 27), not by these Latin ones. */
const arabicCopy = `ar${path.sep}`

function demoCopy(): string {
  return fs
    .readdirSync(contentRoot, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith(arabicCopy))
    .map((file) => fs.readFileSync(path.join(contentRoot, file), 'utf8'))
    .join('\n')
}

/** Every Arabic-script character the code holds: the Arabic copy, the dictionaries, the forms' words. */
function arabicInCode(): Set<string> {
  const sourceRoot = path.resolve('src')
  const characters = new Set<string>()
  for (const file of fs.readdirSync(sourceRoot, { recursive: true, encoding: 'utf8' })) {
    if (!/\.(ts|tsx)$/.test(file) || file.endsWith('.test.ts') || file.endsWith('.test.tsx')) continue
    for (const character of fs.readFileSync(path.join(sourceRoot, file), 'utf8').match(/[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/g) ?? []) {
      characters.add(character)
    }
  }
  return characters
}

/** The characters of the unicode-range of `family`'s faces in the site's stylesheet. */
function unicodeRangeOf(family: string): string[] {
  const css = fs.readFileSync(path.resolve('src/site/styles/site.css'), 'utf8')
  const face = css.match(new RegExp(`@font-face \\{[^}]*font-family: '${family}';[^}]*\\}`))![0]
  const ranges = face.match(/unicode-range: ([^;]+);/)![1]!.split(', ')
  return ranges.flatMap((range) => {
    const [first, last = first] = range.slice(2).split('-').map((hex) => parseInt(hex, 16))
    return Array.from({ length: last! - first! + 1 }, (_, index) => String.fromCodePoint(first! + index))
  })
}

/** Every Latin character (neither Arabic nor a control) of the Arabic copy and the Arabic dictionaries. */
function latinOfArabicCopy(): Set<string> {
  const files = [
    ...fs.readdirSync(path.join(contentRoot, 'ar'), { recursive: true, encoding: 'utf8' }).map((file) => path.join(contentRoot, 'ar', file)),
    ...['src/lib/words/ar.ts', 'src/features/forms/words/ar.ts', 'src/features/consent/words/ar.ts'].map((file) => path.resolve(file)),
  ].filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  const text = files.map((file) => fs.readFileSync(file, 'utf8')).join('\n')
  return new Set([...text].filter((character) => character >= ' ' && !/[\u0600-\u06ff\u200c-\u200f\u2066-\u2069]/.test(character)))
}

describe('the site fonts', () => {
  it('draw every Arabic character the site writes in the Arabic faces', () => {
    const characters = arabicInCode()
    expect(characters.size).toBeGreaterThan(30)
    expect([...characters].filter((character) => !arabicCharacters.includes(character))).toEqual([])
  })

  it('draw every character of the English demo copy', () => {
    const missing = new Set([...demoCopy()].filter((character) => character >= ' ' && !fontCharacters.includes(character)))
    expect([...missing]).toEqual([])
  })

  // A character outside a face's range is never looked for in it: an invisible one (the isolates
  // around a phone in Arabic) would otherwise fetch a face that cannot draw it.
  it.each([
    ['Inter', fontCharacters],
    ['Playfair Display', fontCharacters],
    ['Inter Basic', basicLatinCharacters],
    ['Playfair Display Basic', basicLatinCharacters],
  ])("give %s the stylesheet's unicode-range of exactly its characters", (family, characters) => {
    expect(unicodeRangeOf(family).sort()).toEqual([...new Set(characters)].sort())
  })

  it('draw the Latin of the Arabic copy in the basic Latin faces, but for a rare letter', () => {
    const beyond = [...latinOfArabicCopy()].filter((character) => !basicLatinCharacters.includes(character))
    // 'ä' (Häfele, on a joinery page) fetches the full face on the page that shows it.
    expect(beyond).toEqual(['ä'])
  })

  it.each(siteFonts)('$file is what scripts/subset-fonts.mjs cuts from the installed package', async (font) => {
    const committed = fs.readFileSync(path.resolve('src/assets/fonts', font.file))
    expect(Buffer.compare(await subsetOf(font), committed)).toBe(0)
  })
})
