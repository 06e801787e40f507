/*
 * Wireframes of each kind of section for the admin's section chooser: 120 × 80 (Payload's 3:2 thumbnail),
 * drawn from a few shapes so that they read as one set. Served by src/site/pages/icons/sections/[file].ts.
 */
const paper = '#f7f4ef'
const block = '#ddd6cc'
const line = '#bfb6a9'
const accent = '#7a1f1f'

const rect = (x: number, y: number, w: number, h: number, fill: string, r = 1.5) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"/>`
/** A heading bar. */
const heading = (x: number, y: number, w: number, fill = accent) => rect(x, y, w, 4, fill, 1)
/** A paragraph: `count` lines of text, the last one shorter. */
const text = (x: number, y: number, w: number, count: number) =>
  Array.from({ length: count }, (_, i) => rect(x, y + i * 5, i === count - 1 && count > 1 ? w * 0.6 : w, 2, line, 1)).join('')
/** A photo: a box with a hill and a sun. */
const photo = (x: number, y: number, w: number, h: number) =>
  rect(x, y, w, h, block) +
  `<path d="M${x} ${y + h}l${w * 0.35} ${-h * 0.45} ${w * 0.2} ${h * 0.2} ${w * 0.2} ${-h * 0.15} ${w * 0.25} ${h * 0.4}z" fill="${line}"/>` +
  `<circle cx="${x + w * 0.75}" cy="${y + h * 0.3}" r="${Math.min(w, h) * 0.1}" fill="${paper}"/>`
const button = (x: number, y: number, w = 22) => rect(x, y, w, 7, accent, 3.5)
const circle = (cx: number, cy: number, r: number, fill = block) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`
const range = (count: number) => Array.from({ length: count }, (_, i) => i)

const drawings = {
  banner: photo(0, 0, 120, 80) + rect(0, 0, 120, 80, 'rgba(0,0,0,.28)', 0) + heading(14, 30, 60, paper) + rect(14, 40, 36, 2, paper, 1) + button(14, 50),
  intro: heading(8, 14, 44) + text(8, 24, 46, 7) + photo(62, 10, 50, 60),
  richText: heading(12, 10, 50) + text(12, 20, 96, 4) + heading(12, 44, 36, line) + text(12, 54, 96, 4),
  benefits:
    heading(34, 12, 52) +
    range(4)
      .map((i) => circle(19 + i * 27, 38, 7, accent) + rect(10 + i * 27, 50, 18, 3, line, 1) + rect(12 + i * 27, 56, 14, 2, block, 1))
      .join(''),
  gallery: heading(8, 6, 40) + range(6).map((i) => photo(8 + (i % 3) * 36, 16 + Math.floor(i / 3) * 31, 32, 27)).join(''),
  process:
    heading(8, 8, 46) +
    rect(16, 30, 87, 1.5, block, 0) +
    range(4)
      .map((i) => circle(16 + i * 29, 31, 6, accent) + rect(9 + i * 29, 44, 16, 3, line, 1) + text(9 + i * 29, 51, 20, 3))
      .join(''),
  faq:
    heading(8, 8, 60) +
    rect(8, 18, 104, 22, '#ece6dd') +
    rect(12, 22, 52, 3, line, 1) +
    text(12, 29, 90, 2) +
    range(3).map((i) => rect(8, 44 + i * 12, 104, 9, block) + rect(12, 47 + i * 12, 52, 3, line, 1)).join(''),
  carousel:
    heading(8, 8, 44) +
    range(3).map((i) => photo(12 + i * 34, 20, 30, 36) + rect(12 + i * 34, 60, 22, 3, line, 1)).join('') +
    circle(5, 38, 4, accent) +
    circle(115, 38, 4, accent),
  cards:
    heading(8, 6, 40) +
    range(3).map((i) => rect(8 + i * 36, 16, 32, 58, '#ece6dd') + photo(10 + i * 36, 18, 28, 22) + rect(11 + i * 36, 45, 20, 3, accent, 1) + text(11 + i * 36, 52, 26, 3)).join(''),
  testimonials:
    heading(8, 8, 52) +
    range(2)
      .map((i) => rect(8 + i * 54, 20, 50, 52, '#ece6dd') + `<text x="${12 + i * 54}" y="36" font-size="18" font-family="serif" fill="${accent}">“</text>` + text(13 + i * 54, 38, 40, 4) + circle(18 + i * 54, 63, 4) + rect(25 + i * 54, 62, 20, 2, line, 1))
      .join(''),
  consultation: rect(6, 14, 108, 52, accent, 3) + heading(18, 26, 64, paper) + rect(18, 36, 50, 2, '#d9b8b8', 1) + rect(18, 47, 28, 9, paper, 4.5),
  enquiry:
    heading(8, 10, 56) +
    text(8, 20, 70, 2) +
    range(4).map((i) => rect(8 + i * 27, 40, 23, 26, '#ece6dd') + circle(19.5 + i * 27, 50, 4, accent) + rect(12 + i * 27, 58, 15, 2, line, 1)).join(''),
  leadForm:
    heading(8, 8, 50) +
    text(8, 17, 60, 1) +
    range(2).map((i) => rect(8 + i * 53, 26, 51, 9, paper) + `<rect x="${8.5 + i * 53}" y="26.5" width="50" height="8" rx="1.5" fill="none" stroke="${line}"/>`).join('') +
    `<rect x="8.5" y="40.5" width="103" height="18" rx="1.5" fill="none" stroke="${line}"/>` +
    button(8, 64, 26),
  projects:
    heading(8, 6, 48) +
    range(3).map((i) => photo(8 + i * 36, 16, 32, 40) + rect(8 + i * 36, 60, 24, 3, accent, 1) + rect(8 + i * 36, 66, 18, 2, line, 1)).join(''),
  clientLogos:
    heading(34, 8, 52) +
    range(8).map((i) => rect(10 + (i % 4) * 26, 24 + Math.floor(i / 4) * 24, 22, 16, block, 2) + circle(21 + (i % 4) * 26, 32 + Math.floor(i / 4) * 24, 4, line)).join(''),
  latestPosts:
    heading(8, 6, 44) +
    range(3).map((i) => photo(8 + i * 36, 16, 32, 24) + rect(8 + i * 36, 44, 16, 2, line, 1) + rect(8 + i * 36, 50, 30, 3, accent, 1) + text(8 + i * 36, 57, 30, 3)).join(''),
  vacancies:
    heading(8, 8, 52) +
    range(3).map((i) => rect(8, 20 + i * 18, 104, 14, '#ece6dd') + rect(12, 24 + i * 18, 44, 3, accent, 1) + rect(12, 29.5 + i * 18, 30, 2, line, 1) + button(86, 23.5 + i * 18, 22)).join(''),
  profile: heading(8, 8, 40) + circle(30, 42, 20) + circle(30, 36, 7, line) + `<path d="M16 56a14 12 0 0 1 28 0z" fill="${line}"/>` + rect(58, 24, 40, 4, accent, 1) + rect(58, 31, 28, 2, line, 1) + text(58, 40, 54, 5),
  contactDetails:
    heading(8, 8, 44) +
    range(4).map((i) => rect(8 + (i % 2) * 36, 20 + Math.floor(i / 2) * 27, 32, 23, '#ece6dd') + circle(16 + (i % 2) * 36, 28 + Math.floor(i / 2) * 27, 3.5, accent) + text(12 + (i % 2) * 36, 35 + Math.floor(i / 2) * 27, 24, 2)).join('') +
    rect(80, 20, 32, 50, block) +
    button(85, 58, 22),
  legalText:
    rect(8, 8, 30, 64, '#ece6dd') +
    text(12, 14, 22, 6) +
    heading(46, 8, 50) +
    text(46, 18, 66, 3) +
    heading(46, 38, 40, line) +
    text(46, 48, 66, 4),
} satisfies Record<string, string>

export type ChooserPictureName = keyof typeof drawings
export const chooserPictureNames = Object.keys(drawings) as ChooserPictureName[]

export const chooserPicture = (name: ChooserPictureName) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80">${rect(0, 0, 120, 80, paper, 0)}${drawings[name]}</svg>`

export const chooserPictureUrl = (name: ChooserPictureName) => `/icons/sections/${name}.svg`
