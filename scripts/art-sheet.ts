/**
 * Contact sheets of the demo pictures, to look at them while changing src/content/seed/art:
 * every subject in a few variants, and every demo client's logo. Written to .art-sheets/ (ignored).
 *   npm run art-sheet                        all subjects, three variants each, and the logos
 *   npm run art-sheet -- --subject kitchen   one subject, eight variants, larger (or several: kitchen,bathroom)
 *   npm run art-sheet -- --variants 2 --width 480
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import sharp, { type OverlayOptions } from 'sharp'

import { demoClients } from '../src/content/clients'
import { drawLogo, pictureSvg, type Subject, subjects } from '../src/content/seed/art'

const { values: options } = parseArgs({
  options: {
    subject: { type: 'string' },
    variants: { type: 'string' },
    width: { type: 'string' },
    key: { type: 'string', default: 'sheet' },
  },
})

const folder = path.resolve('.art-sheets')
fs.mkdirSync(folder, { recursive: true })

const only = options.subject?.split(',') as Subject[] | undefined
for (const subject of only ?? []) if (!subjects.includes(subject)) throw new Error(`No subject '${subject}': ${subjects.join(', ')}`)
const shown = only ?? subjects
const single = shown.length === 1
const variants = Number(options.variants ?? (single ? 8 : 3))
const cellWidth = Number(options.width ?? (single ? 800 : 400))
const cellHeight = Math.round((cellWidth * 9) / 16)
const gap = 8

async function cell(subject: Subject, index: number): Promise<Buffer> {
  // The portrait is drawn in its own shape (the founder's 4:5 picture), letterboxed in the cell.
  const [width, height] = subject === 'portrait' ? [Math.round((cellHeight * 4) / 5), cellHeight] : [cellWidth, cellHeight]
  const svg = pictureSvg(subject, `${options.key}-${subject}-${index}`, width * 2, height * 2)
  return sharp(Buffer.from(svg)).resize(width, height).png().toBuffer()
}

async function pictures(): Promise<void> {
  const started = Date.now()
  const composites: OverlayOptions[] = []
  for (const [row, subject] of shown.entries()) {
    for (let index = 0; index < variants; index++) {
      composites.push({ input: await cell(subject, index), left: gap + index * (cellWidth + gap), top: gap + row * (cellHeight + gap) })
    }
  }
  const file = path.join(folder, only ? `${only.join('-')}.png` : 'subjects.png')
  await sharp({
    create: {
      width: gap + variants * (cellWidth + gap),
      height: gap + shown.length * (cellHeight + gap),
      channels: 3,
      background: '#ffffff',
    },
  })
    .composite(composites)
    .png()
    .toFile(file)
  console.log(`${file} (${shown.length} × ${variants} in ${Date.now() - started} ms)`)
}

async function logos(): Promise<void> {
  const [width, height, columns] = [480, 240, 5]
  const composites = await Promise.all(
    demoClients.map(async (client, index) => ({
      input: await drawLogo(`client-${index + 1}`, width, height, client.name),
      left: gap + (index % columns) * (width + gap),
      top: gap + Math.floor(index / columns) * (height + gap),
    })),
  )
  const file = path.join(folder, 'logos.png')
  const rows = Math.ceil(demoClients.length / columns)
  await sharp({ create: { width: gap + columns * (width + gap), height: gap + rows * (height + gap), channels: 3, background: '#d8d2c8' } })
    .composite(composites)
    .png()
    .toFile(file)
  console.log(file)
}

await pictures()
if (!only) await logos()
