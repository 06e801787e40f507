import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { drawPicture, pictureSvg, type Subject, subjects } from '.'

/** A picture shrunk to 48 × 27 RGB pixels, for comparing pictures with each other. */
async function thumbnail(subject: Subject, key: string): Promise<Buffer> {
  return sharp(Buffer.from(pictureSvg(subject, key, 192, 108)))
    .resize(48, 27)
    .removeAlpha()
    .raw()
    .toBuffer()
}

/** The mean difference per channel between two thumbnails, from 0 (the same) to 255. */
function difference(a: Buffer, b: Buffer): number {
  let sum = 0
  for (let index = 0; index < a.length; index++) sum += Math.abs(a[index]! - b[index]!)
  return sum / a.length
}

describe('demo pictures', () => {
  it('are WebP images of the asked size, for every subject', async () => {
    for (const subject of subjects) {
      const metadata = await sharp(await drawPicture(subject, `size-${subject}`, 320, 180)).metadata()
      expect(metadata, subject).toMatchObject({ format: 'webp', width: 320, height: 180 })
    }
  })

  it('are drawn at the seed’s smallest sizes and in the portrait’s shape', async () => {
    for (const [width, height] of [
      [80, 45],
      [60, 45],
      [40, 50],
      [24, 12],
    ] as const) {
      const metadata = await sharp(await drawPicture('kitchen', 'tiny', width, height)).metadata()
      expect(metadata).toMatchObject({ width, height })
    }
    expect(await sharp(await drawPicture('portrait', 'about-ceo', 400, 500)).metadata()).toMatchObject({ width: 400, height: 500 })
  })

  it('are the same for the same key and differ between keys', async () => {
    const [first, again, other] = await Promise.all([
      drawPicture('kitchen', 'page-home', 320, 180),
      drawPicture('kitchen', 'page-home', 320, 180),
      drawPicture('kitchen', 'page-contact', 320, 180),
    ])
    expect(first.equals(again)).toBe(true)
    expect(first.equals(other)).toBe(false)
  })

  it('show each subject as its own scene: drawn with the same key and palette, no two subjects look alike', async () => {
    for (const key of ['page-home', 'project-irmg-office-jlt-dubai-3']) {
      const pictures = await Promise.all(subjects.map((subject) => thumbnail(subject, key)))
      for (let a = 0; a < subjects.length; a++) {
        for (let b = a + 1; b < subjects.length; b++) {
          expect(difference(pictures[a]!, pictures[b]!), `${subjects[a]} and ${subjects[b]} with the key '${key}'`).toBeGreaterThan(8)
        }
      }
    }
  })

  it('vary within a subject from key to key', async () => {
    for (const subject of subjects) {
      const [a, b] = await Promise.all([thumbnail(subject, 'variant-a'), thumbnail(subject, 'variant-b')])
      expect(difference(a, b), subject).toBeGreaterThan(2)
    }
  })
})
