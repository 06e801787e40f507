/** Every character the fonts draw: Latin-1 and typographic punctuation. Others fall back to the system font. */
export const fontCharacters =
  String.fromCodePoint(...range(0x20, 0x7e), ...range(0xa0, 0xff)) + '‘’‚“”„–—…•·€™−'

/** The fonts scripts/subset-fonts.mjs cuts from the fontsource packages. */
export const siteFonts = [
  {
    file: 'inter-latin-400-700.woff2',
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    weights: { min: 400, max: 700 },
  },
  {
    file: 'playfair-display-latin-400.woff2',
    source: '@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2',
    weights: 400,
  },
]

function range(first, last) {
  return Array.from({ length: last - first + 1 }, (_, index) => first + index)
}
