/**
 * Writes the site's fonts (src/assets/fonts), cut from the fontsource packages to what the pages
 * use: for the Latin ones Latin-1 and typographic punctuation (ASCII only for the basic faces of
 * Arabic pages), Inter's weights 400 to 700, Playfair Display at 400 only, only the layout features
 * browsers apply by default (under half the bytes of the packages' Latin files, on every first
 * visit's critical path); for the Arabic ones the Arabic letters, marks and punctuation (a third of
 * the packages' Arabic files).
 * Run after updating a font package: node scripts/subset-fonts.mjs
 */
import fs from 'node:fs'
import path from 'node:path'
import subsetFont from 'subset-font'

import { siteFonts } from '../src/assets/fonts/siteFonts.mjs'

const root = path.resolve(import.meta.dirname, '..')

/**
 * The subset font of one entry of siteFonts, as woff2 bytes.
 * @param {(typeof siteFonts)[number]} font
 */
export async function subsetOf(font) {
  const source = fs.readFileSync(path.join(root, 'node_modules', font.source))
  const variation = font.weights && { variationAxes: { wght: font.weights } }
  return subsetFont(source, font.characters, { targetFormat: 'woff2', noHinting: Boolean(font.unhinted), keepFeatures: font.features, ...variation })
}

if (import.meta.filename === process.argv[1]) {
  for (const font of siteFonts) {
    const bytes = await subsetOf(font)
    fs.writeFileSync(path.join(root, 'src/assets/fonts', font.file), bytes)
    console.log(`${font.file}: ${bytes.length} bytes`)
  }
}
