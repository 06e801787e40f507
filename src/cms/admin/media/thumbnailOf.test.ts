import { describe, expect, it } from 'vitest'

import { thumbnailOf } from './thumbnailOf'

const sizes = {
  wide: { url: '/api/media/file/villa-1920x1440.webp', width: 1920, height: 1440 },
  thumbnail: { url: '/api/media/file/villa-480x360.webp', width: 480, height: 360 },
  card: { url: '/api/media/file/villa-960x720.webp', width: 960, height: 720 },
}

describe('thumbnailOf', () => {
  it("shows the collection's admin thumbnail, with its size", () => {
    expect(thumbnailOf({ url: '/api/media/file/villa.webp', thumbnailURL: sizes.thumbnail.url, sizes })).toEqual(sizes.thumbnail)
  })

  it('shows the smallest derived file when there is no admin thumbnail, never the original', () => {
    const narrow = { url: '/api/media/file/ceo.webp', thumbnailURL: null, sizes: { thumbnail: { url: null, width: null }, wide: { url: '/api/media/file/ceo-400x500.webp', width: 400, height: 500 } } }
    expect(thumbnailOf(narrow).url).toBe('/api/media/file/ceo-400x500.webp')
  })

  it('shows an SVG, which has no derived files, as itself', () => {
    expect(thumbnailOf({ url: '/api/media/file/logo.svg', width: 120, height: 40, sizes: { thumbnail: { url: null } } })).toEqual({ url: '/api/media/file/logo.svg', width: 120, height: 40 })
  })
})
