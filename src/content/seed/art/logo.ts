import sharp from 'sharp'

import { palettes } from './palette'
import { randomFrom } from './random'

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`)

/** The size wordmarks are measured at: large enough for the width to scale linearly with the size. */
const probeSize = 64

/** The inked extent of a line of text set at `probeSize` from x = 0: where its ink starts and how wide it is. */
async function measure(line: string, family: string): Promise<{ left: number; width: number }> {
  const canvasWidth = Math.ceil(probeSize * (line.length + 2))
  const canvasHeight = Math.ceil(probeSize * 1.6)
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${canvasWidth}" height="${canvasHeight}"><text x="${probeSize}"` +
    ` y="${probeSize * 1.1}" font-family="${family}" font-size="${probeSize}" font-weight="600" fill="#000">${escapeXml(line)}</text>` +
    `</svg>`
  const { data, info } = await sharp(Buffer.from(svg)).extractChannel('alpha').raw().toBuffer({ resolveWithObject: true })
  let first = -1
  let last = -1
  for (let x = 0; x < info.width; x++) {
    for (let y = 0; y < info.height; y++) {
      if (data[y * info.width + x]! > 16) {
        if (first < 0) first = x
        last = x
        break
      }
    }
  }
  // Without a usable font nothing is inked: fall back to a generous estimate of the width.
  if (first < 0) return { left: 0, width: probeSize * 0.7 * line.length }
  return { left: first - probeSize, width: last - first + 1 }
}

/** The ways of setting a name: on one line, or on two or three broken between words. */
function layouts(name: string): string[][] {
  const words = name.split(' ')
  const join = (from: number, to: number) => words.slice(from, to).join(' ')
  // A line never starts or ends with an ampersand: 'Dune & Ember' stays together.
  const breaks = words.map((_, index) => index).filter((index) => index > 0 && words[index] !== '&' && words[index - 1] !== '&')
  const options = [[name]]
  for (const first of breaks) {
    options.push([join(0, first), join(first, words.length)])
    for (const second of breaks.filter((index) => index > first))
      options.push([join(0, first), join(first, second), join(second, words.length)])
  }
  return options
}

type Wordmark = { lines: string[]; size: number; lefts: number[] }

/**
 * The largest setting of a name that fits its box: one line, or more when that lets the letters be
 * clearly larger, each line measured in the font it is drawn in.
 */
async function fitWordmark(name: string, family: string, boxWidth: number, boxHeight: number): Promise<Wordmark> {
  const widths = new Map<string, { left: number; width: number }>()
  const measured = async (line: string) => {
    if (!widths.has(line)) widths.set(line, await measure(line, family))
    return widths.get(line)!
  }
  const settings: Wordmark[] = []
  for (const lines of layouts(name)) {
    const extents = await Promise.all(lines.map(measured))
    const widest = Math.max(...extents.map((extent) => extent.width))
    const size = Math.min((probeSize * boxWidth) / widest, boxHeight / (lines.length * 1.2), boxHeight * 0.32)
    settings.push({ lines, size, lefts: extents.map((extent) => (extent.left * size) / probeSize) })
  }
  // Another line is worth it only for clearly larger letters.
  const largest = Math.max(...settings.map((setting) => setting.size))
  const fewest = Math.min(...settings.filter((setting) => setting.size * 1.3 >= largest).map((setting) => setting.lines.length))
  return settings
    .filter((setting) => setting.lines.length === fewest)
    .reduce((best, setting) => (setting.size > best.size ? setting : best))
}

/**
 * Draws a demo client's logo: a mark different for every key and, when given, the client's name
 * as a wordmark beside it (set in the system's serif or sans, measured so that it always fits).
 */
export async function drawLogo(key: string, width = 480, height = 240, wordmark = ''): Promise<Buffer> {
  const random = randomFrom(key)
  const { accent, shade } = random.pick(palettes)
  const r = height * (wordmark ? 0.16 : 0.3)
  const cx = wordmark ? r * 1.6 : width / 2 - r * 0.9
  const cy = height / 2
  const marks = [
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${accent}" stroke-width="${r * 0.3}"/><circle cx="${cx}" cy="${cy}"` +
      ` r="${r * 0.4}" fill="${shade}"/>`,
    `<rect x="${cx - r}" y="${cy - r}" width="${r * 2}" height="${r * 2}" transform="rotate(45 ${cx} ${cy})" fill="${accent}"/><rect` +
      ` x="${cx - r * 0.45}" y="${cy - r * 0.45}" width="${r * 0.9}" height="${r * 0.9}" transform="rotate(45 ${cx} ${cy})"` +
      ` fill="#fff"/>`,
    `<path d="M${cx - r} ${cy + r} V${cy} A${r} ${r} 0 0 1 ${cx + r} ${cy} V${cy + r} Z" fill="${accent}"/><path` +
      ` d="M${cx - r * 0.45} ${cy + r} V${cy + r * 0.2} A${r * 0.45} ${r * 0.45} 0 0 1 ${cx + r * 0.45} ${cy + r * 0.2} V${cy + r} Z"` +
      ` fill="${shade}"/>`,
    `<polygon points="${cx},${cy - r} ${cx + r},${cy + r} ${cx - r},${cy + r}" fill="${accent}"/><circle cx="${cx}"` +
      ` cy="${cy + r * 0.35}" r="${r * 0.3}" fill="#fff"/>`,
  ]
  const mark = random.pick(marks)
  const family = random.chance(0.5) ? 'DejaVu Serif, serif' : 'DejaVu Sans, sans-serif'
  let detail: string
  if (wordmark) {
    const textX = cx + r * 1.6
    const margin = Math.max(2, width * 0.05)
    const { lines, size, lefts } = await fitWordmark(wordmark, family, width - textX - margin, height * 0.8)
    const leading = size * 1.2
    const top = cy - ((lines.length - 1) * leading) / 2
    detail = lines
      .map(
        (line, index) =>
          `<text x="${(textX - lefts[index]!).toFixed(1)}" y="${(top + index * leading).toFixed(1)}" dominant-baseline="central"` +
          ` font-family="${family}" font-size="${size.toFixed(1)}" font-weight="600" fill="${shade}">${escapeXml(line)}</text>`,
      )
      .join('')
  } else {
    detail = Array.from(
      { length: 3 },
      (_, index) =>
        `<rect x="${cx + r * 1.5}" y="${cy - r * 0.6 + index * r * 0.5}" width="${r * (1.4 - index * 0.3)}" height="${r * 0.22}"` +
        ` rx="4" fill="${shade}" opacity="0.8"/>`,
    ).join('')
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="#fff"/>
  ${mark}${detail}
</svg>`
  return sharp(Buffer.from(svg)).removeAlpha().webp({ quality: 85, effort: 2 }).toBuffer()
}
