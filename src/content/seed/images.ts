import type { Payload } from 'payload'

import { skipRevalidation } from '@/cms/hooks/revalidate'
import type { Media } from '@/payload-types'

import { drawInterior, drawLogo } from './art'

/** The kinds of demo picture and their full size: banners, photos (4:3), logos, or any size. */
export type PictureShape = 'wide' | 'photo' | 'logo' | { width: number; height: number }

const sizes = { wide: [1600, 900], photo: [1200, 900], logo: [480, 240] } as const

/** Gives the id of the demo picture `key`, drawn and uploaded the first time it is asked for. */
export type DemoPictures = (key: string, alt: string, shape?: PictureShape, wordmark?: string) => Promise<Media['id']>

/**
 * Demo pictures for the seed. Finding a picture by its file name keeps the seed idempotent.
 * `scale` shrinks every picture (tests that only need the documents draw them small and fast).
 */
export function demoPictures(payload: Payload, scale = 1): DemoPictures {
  return async (key, alt, shape = 'wide', wordmark) => {
    const filename = `${key}.webp`
    const existing = await payload.find({
      collection: 'media',
      where: { filename: { equals: filename } },
      limit: 1,
      depth: 0,
    })
    if (existing.docs[0]) return existing.docs[0].id
    const [width, height] = typeof shape === 'string' ? sizes[shape] : [shape.width, shape.height]
    const scaled = [Math.round(width * scale), Math.round(height * scale)] as const
    const data = shape === 'logo' ? await drawLogo(key, ...scaled, wordmark) : await drawInterior(key, ...scaled)
    const media = await payload.create({
      collection: 'media',
      context: skipRevalidation,
      data: { alt },
      file: { data, mimetype: 'image/webp', name: filename, size: data.length },
    })
    return media.id
  }
}
