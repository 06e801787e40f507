import sharp from 'sharp'

/** Palettes of a calm, premium interior: wall, floor, accent, light, deep shade. */
const palettes = [
  ['#e9dfd1', '#b9a184', '#a0522d', '#fff6e8', '#3b3129'],
  ['#dfe3da', '#8f9a7e', '#5f6f52', '#f7f8f2', '#2d3328'],
  ['#e4e1dc', '#9d9387', '#1f3a5f', '#f4efe6', '#1b2230'],
  ['#efe4dc', '#c49a84', '#7a1f1f', '#fff3ea', '#3a1f1a'],
  ['#e6e2ea', '#a59bae', '#4b3f72', '#f6f3fa', '#221d33'],
  ['#ece6d8', '#b8a27a', '#b08d57', '#fffaf0', '#2f2a20'],
  ['#dde6e6', '#87a3a3', '#2f5d62', '#f3f9f9', '#1d2e30'],
  ['#efe9e1', '#a39b8f', '#c2703d', '#fdf7ef', '#2b2622'],
] as const

/** A small deterministic generator, so the same key always draws the same picture. */
function randomFrom(key: string) {
  let state = 2166136261
  for (const char of key) state = Math.imul(state ^ char.charCodeAt(0), 16777619)
  return () => {
    state = Math.imul(state ^ (state >>> 15), 2246822507)
    state = Math.imul(state ^ (state >>> 13), 3266489909)
    state ^= state >>> 16
    return (state >>> 0) / 4294967296
  }
}

/**
 * Draws an abstract interior (wall, floor, arched openings, lamp, furniture) as SVG,
 * different for every key, and encodes it to WebP.
 */
export async function drawInterior(key: string, width = 1600, height = 900): Promise<Buffer> {
  const random = randomFrom(key)
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T
  const [wall, floor, accent, light, shade] = pick(palettes)
  const horizon = height * (0.62 + random() * 0.1)
  const arches = 1 + Math.floor(random() * 3)
  const archWidth = width / (arches * 2 + 1)
  const archTop = height * (0.12 + random() * 0.1)

  const openings = Array.from({ length: arches }, (_, index) => {
    const x = archWidth * (index * 2 + 1)
    const r = archWidth / 2
    return `<path d="M${x} ${horizon} V${archTop + r} A${r} ${r} 0 0 1 ${x + archWidth} ${archTop + r} V${horizon} Z" fill="url(#glow)"/>`
  }).join('')

  const sofaX = width * (0.18 + random() * 0.4)
  const sofaW = width * (0.28 + random() * 0.12)
  const lampX = width * (0.15 + random() * 0.7)
  const plantX = random() > 0.5 ? width * 0.08 : width * 0.86

  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="glow" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${wall}"/>
    </linearGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${floor}"/><stop offset="1" stop-color="${shade}" stop-opacity="0.85"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="${wall}"/>
  ${openings}
  <rect y="${horizon}" width="${width}" height="${height - horizon}" fill="url(#floor)"/>
  <line x1="${lampX}" y1="0" x2="${lampX}" y2="${height * 0.28}" stroke="${shade}" stroke-width="3"/>
  <ellipse cx="${lampX}" cy="${height * 0.3}" rx="${width * 0.035}" ry="${height * 0.03}" fill="${accent}"/>
  <rect x="${sofaX}" y="${horizon - height * 0.16}" width="${sofaW}" height="${height * 0.16}" rx="${height * 0.03}" fill="${accent}"/>
  <rect x="${sofaX + sofaW * 0.05}" y="${horizon - height * 0.24}" width="${sofaW * 0.9}" height="${height * 0.1}" rx="${height * 0.03}" fill="${accent}" opacity="0.85"/>
  <rect x="${sofaX + sofaW * 0.3}" y="${horizon + height * 0.06}" width="${sofaW * 0.4}" height="${height * 0.035}" rx="8" fill="${shade}" opacity="0.6"/>
  <rect x="${plantX}" y="${horizon - height * 0.12}" width="${width * 0.05}" height="${height * 0.12}" fill="${shade}" opacity="0.8"/>
  <circle cx="${plantX + width * 0.025}" cy="${horizon - height * 0.2}" r="${height * 0.09}" fill="#5f6f52" opacity="0.9"/>
</svg>`
  return sharp(Buffer.from(svg)).webp({ quality: 80, effort: 2 }).toBuffer()
}

/** A name on one line, or two of about equal length when it is long. */
function wordmarkLines(name: string): string[] {
  const words = name.split(' ')
  if (name.length <= 16 || words.length < 2) return [name]
  let best = 1
  for (let split = 1; split < words.length; split++) {
    const gap = (line: number) => Math.abs(words.slice(0, line).join(' ').length - words.slice(line).join(' ').length)
    if (gap(split) < gap(best)) best = split
  }
  return [words.slice(0, best).join(' '), words.slice(best).join(' ')]
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`)

/**
 * Draws a demo client's logo: a mark different for every key and, when given, the client's name
 * as a wordmark beside it (set in the system's serif or sans; without fonts the mark remains).
 */
export async function drawLogo(key: string, width = 480, height = 240, wordmark = ''): Promise<Buffer> {
  const random = randomFrom(key)
  const [, , accent, , shade] = palettes[Math.floor(random() * palettes.length)]!
  const r = height * (wordmark ? 0.16 : 0.3)
  const cx = wordmark ? r * 1.6 : width / 2 - r * 0.9
  const cy = height / 2
  const marks = [
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${accent}" stroke-width="${r * 0.3}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.4}" fill="${shade}"/>`,
    `<rect x="${cx - r}" y="${cy - r}" width="${r * 2}" height="${r * 2}" transform="rotate(45 ${cx} ${cy})" fill="${accent}"/><rect x="${cx - r * 0.45}" y="${cy - r * 0.45}" width="${r * 0.9}" height="${r * 0.9}" transform="rotate(45 ${cx} ${cy})" fill="#fff"/>`,
    `<path d="M${cx - r} ${cy + r} V${cy} A${r} ${r} 0 0 1 ${cx + r} ${cy} V${cy + r} Z" fill="${accent}"/><path d="M${cx - r * 0.45} ${cy + r} V${cy + r * 0.2} A${r * 0.45} ${r * 0.45} 0 0 1 ${cx + r * 0.45} ${cy + r * 0.2} V${cy + r} Z" fill="${shade}"/>`,
    `<polygon points="${cx},${cy - r} ${cx + r},${cy + r} ${cx - r},${cy + r}" fill="${accent}"/><circle cx="${cx}" cy="${cy + r * 0.35}" r="${r * 0.3}" fill="#fff"/>`,
  ]
  const mark = marks[Math.floor(random() * marks.length)]
  const textX = cx + r * 1.6
  const lines = wordmarkLines(wordmark)
  const longest = Math.max(...lines.map((line) => line.length), 1)
  const fontSize = Math.min(height * 0.2, (width - textX - height * 0.08) / (longest * 0.6))
  const family = random() < 0.5 ? 'DejaVu Serif, serif' : 'DejaVu Sans, sans-serif'
  const detail = wordmark
    ? `<text x="${textX}" y="${cy - ((lines.length - 1) * fontSize * 1.15) / 2}" dominant-baseline="central" font-family="${family}" font-size="${fontSize.toFixed(1)}" font-weight="600" fill="${shade}">${lines
        .map((line, index) => `<tspan x="${textX}" dy="${index === 0 ? 0 : fontSize * 1.15}">${escapeXml(line)}</tspan>`)
        .join('')}</text>`
    : Array.from({ length: 3 }, (_, index) =>
        `<rect x="${cx + r * 1.5}" y="${cy - r * 0.6 + index * r * 0.5}" width="${r * (1.4 - index * 0.3)}" height="${r * 0.22}" rx="4" fill="${shade}" opacity="0.8"/>`,
      ).join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="#fff"/>
  ${mark}${detail}
</svg>`
  return sharp(Buffer.from(svg)).webp({ quality: 85, effort: 2 }).toBuffer()
}
