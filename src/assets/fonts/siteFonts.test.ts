import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { subsetOf } from '../../../scripts/subset-fonts.mjs'
import { arabicCharacters, fontCharacters, siteFonts } from './siteFonts.mjs'

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

  it.each(siteFonts)('$file is what scripts/subset-fonts.mjs cuts from the installed package', async (font) => {
    const committed = fs.readFileSync(path.resolve('src/assets/fonts', font.file))
    expect(Buffer.compare(await subsetOf(font), committed)).toBe(0)
  })
})
