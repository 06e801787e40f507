const typographicPunctuation = '‘’‚“”„–—…•·€™−'

/** Every character the Latin fonts draw: Latin-1 and typographic punctuation. Others fall back to the system font. */
export const fontCharacters = String.fromCodePoint(...range(0x20, 0x7e), ...range(0xa0, 0xff)) + typographicPunctuation

/**
 * The Latin characters of Arabic pages (the company's name, digits, a client's name): ASCII, the
 * no-break space, the copyright sign, the guillemets Arabic quotes with, the notices' × and
 * typographic punctuation, drawn by the basic Latin faces; any other falls to the full ones,
 * fetched only then.
 */
export const basicLatinCharacters = String.fromCodePoint(...range(0x20, 0x7e), 0xa0, 0xa9, 0xab, 0xbb, 0xd7) + typographicPunctuation

/** The layout features browsers apply by default: the Latin fonts keep these and drop the rest (fractions, stylistic sets, tabular digits...). */
const defaultFeatures = ['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'clig', 'calt', 'rlig']

/**
 * Every character the Arabic faces draw: the Arabic letters, their marks, the tatweel and Arabic
 * punctuation, the joiners, and the Western digits and punctuation Arabic text is written with
 * here (numbers, phones and prices stay Western).
 */
export const arabicCharacters = String.fromCodePoint(
  ...range(0x0621, 0x063a),
  ...range(0x0640, 0x0652),
  0x0670,
  0x060c,
  0x061b,
  0x061f,
  0x200c,
  0x200d,
  ...range(0x20, 0x40),
  0xa0,
  0xab,
  0xbb,
)

const inter = { source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', weights: { min: 400, max: 700 }, features: defaultFeatures }
const playfair = { source: '@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2', weights: 400, features: defaultFeatures }

/**
 * The fonts scripts/subset-fonts.mjs cuts from the fontsource packages. `unhinted`: its TrueType
 * hints are dropped (a quarter of Plex Arabic's bytes), as the variable Latin faces come already.
 * `features`: the layout features kept (all when absent).
 * @type {{ file: string, source: string, characters: string, weights?: number | { min: number, max: number }, features?: string[], unhinted?: boolean }[]}
 */
export const siteFonts = [
  { file: 'inter-latin-400-700.woff2', characters: fontCharacters, ...inter },
  { file: 'playfair-display-latin-400.woff2', characters: fontCharacters, ...playfair },
  { file: 'inter-basic-latin-400-700.woff2', characters: basicLatinCharacters, ...inter },
  { file: 'playfair-display-basic-latin-400.woff2', characters: basicLatinCharacters, ...playfair },
  {
    file: 'ibm-plex-sans-arabic-400.woff2',
    source: '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2',
    characters: arabicCharacters,
    unhinted: true,
  },
  {
    file: 'ibm-plex-sans-arabic-700.woff2',
    source: '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff2',
    characters: arabicCharacters,
    unhinted: true,
  },
  {
    file: 'noto-naskh-arabic-400.woff2',
    source: '@fontsource-variable/noto-naskh-arabic/files/noto-naskh-arabic-arabic-wght-normal.woff2',
    characters: arabicCharacters,
    weights: 400,
  },
]

/**
 * @param {number} first
 * @param {number} last
 */
function range(first, last) {
  return Array.from({ length: last - first + 1 }, (_, index) => first + index)
}
