import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { drawInterior } from './art'

describe('demo pictures', () => {
  it('are WebP images of the asked size', async () => {
    const metadata = await sharp(await drawInterior('page-office-fit-out', 800, 450)).metadata()
    expect(metadata).toMatchObject({ format: 'webp', width: 800, height: 450 })
  })

  it('are the same for the same key and differ between keys', async () => {
    const [first, again, other] = await Promise.all([
      drawInterior('page-home', 320, 180),
      drawInterior('page-home', 320, 180),
      drawInterior('page-contact', 320, 180),
    ])
    expect(first.equals(again)).toBe(true)
    expect(first.equals(other)).toBe(false)
  })
})
