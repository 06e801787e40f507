import { describe, expect, it } from 'vitest'

import { lazySharp } from './lazySharp'

/** A 2 × 1 picture, drawn as SVG. */
const picture = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="2" height="1"><rect width="2" height="1" fill="#7a2e3a"/></svg>')

describe('lazySharp', () => {
  it('resizes a picture as sharp does, once called', async () => {
    const { data, info } = await lazySharp(picture).resize(4, 2).webp().toBuffer({ resolveWithObject: true })
    expect(info).toMatchObject({ format: 'webp', width: 4, height: 2 })
    expect(data.subarray(8, 12).toString()).toBe('WEBP')
  })
})
