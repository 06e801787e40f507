import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { demoClients } from '../../clients'
import { drawLogo } from './logo'

/** The columns and rows where a logo has ink (anything clearly darker than its white ground). */
async function inkBox(logo: Buffer) {
  const { data, info } = await sharp(logo).removeAlpha().greyscale().raw().toBuffer({ resolveWithObject: true })
  const box = { left: info.width, right: -1, top: info.height, bottom: -1 }
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      if (data[y * info.width + x]! > 200) continue
      box.left = Math.min(box.left, x)
      box.right = Math.max(box.right, x)
      box.top = Math.min(box.top, y)
      box.bottom = Math.max(box.bottom, y)
    }
  }
  return { ...box, width: info.width, height: info.height }
}

describe('client logos', () => {
  it.each([
    [480, 240],
    [240, 120],
  ])('set every client’s name within the logo, clear of its edges, at %i × %i', async (width, height) => {
    for (const [index, client] of demoClients.entries()) {
      const box = await inkBox(await drawLogo(`client-${index + 1}`, width, height, client.name))
      expect(box.left, client.name).toBeGreaterThan(0)
      expect(box.right, client.name).toBeLessThan(width - 1 - width * 0.02)
      expect(box.top, client.name).toBeGreaterThan(0)
      expect(box.bottom, client.name).toBeLessThan(height - 1)
      // The name is there: its ink reaches well past the mark on the left.
      expect(box.right, client.name).toBeGreaterThan(width * 0.6)
    }
  })

  it('give a long name more room by breaking it, never by cutting it', async () => {
    const long = 'Tidewater Engineering Consultants International'
    const box = await inkBox(await drawLogo('client-long', 480, 240, long))
    expect(box.right).toBeLessThan(480 * 0.97)
    expect(box.bottom - box.top).toBeGreaterThan(240 * 0.3)
  })
})
