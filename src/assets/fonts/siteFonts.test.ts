import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { subsetOf } from '../../../scripts/subset-fonts.mjs'
import { fontCharacters, siteFonts } from './siteFonts.mjs'

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

describe('the site fonts', () => {
  it('draw every character of the English demo copy', () => {
    const missing = new Set([...demoCopy()].filter((character) => character >= ' ' && !fontCharacters.includes(character)))
    expect([...missing]).toEqual([])
  })

  it.each(siteFonts)('$file is what scripts/subset-fonts.mjs cuts from the installed package', async (font) => {
    const committed = fs.readFileSync(path.resolve('src/assets/fonts', font.file))
    expect(Buffer.compare(await subsetOf(font), committed)).toBe(0)
  })
})
