import localFont from 'next/font/local'

/** Self-hosted fonts, cut from npm packages by scripts/subset-fonts.mjs (next/font/google would download at build). */
export const bodyFont = localFont({
  src: '../../assets/fonts/inter-latin-400-700.woff2',
  weight: '400 700',
  variable: '--font-inter',
  display: 'swap',
})

export const displayFont = localFont({
  src: '../../assets/fonts/playfair-display-latin-400.woff2',
  weight: '400',
  variable: '--font-playfair',
  display: 'swap',
})
