import localFont from 'next/font/local'

/** Self-hosted variable fonts from npm packages (next/font/google would download at build). */
export const bodyFont = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  display: 'swap',
})

export const displayFont = localFont({
  src: '../../../node_modules/@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2',
  variable: '--font-playfair',
  display: 'swap',
})
