import type { Payload } from 'payload'

import { skipRevalidation } from '@/cms/hooks/revalidate'
import type { Media } from '@/payload-types'

import { drawLogo, drawPicture, type Subject } from './art'

/** The kinds of demo picture and their full size: banners, photos (4:3), logos, or any size. */
export type PictureShape = 'wide' | 'photo' | 'logo' | { width: number; height: number }

const sizes = { wide: [1600, 900], photo: [1200, 900], logo: [480, 240] } as const

/** A line in the log every so many pictures: a first start draws some five hundred, for minutes. */
const progressEvery = 50

/** What a demo picture shows: a scene of a subject (src/content/pictureSubjects.ts), or a client's wordmark. */
export type PictureArt = Subject | { wordmark: string }

/**
 * Gives the id of the demo picture `key`, drawn and uploaded the first time it is asked for. A
 * scene is wide unless asked otherwise, a wordmark a logo.
 */
export type DemoPictures = (key: string, alt: string, art: PictureArt, shape?: PictureShape) => Promise<Media['id']>

/**
 * Demo pictures for the seed. Finding a picture by its file name keeps the seed idempotent.
 * `scale` shrinks every picture (tests that only need the documents draw them small and fast).
 */
export function demoPictures(payload: Payload, scale = 1): DemoPictures {
  const started = Date.now()
  let drawn = 0
  const reportProgress = () => {
    drawn += 1
    if (drawn % progressEvery === 0) payload.logger.info(`Drew ${drawn} demo pictures (${Math.round((Date.now() - started) / 1000)} s)...`)
  }
  return async (key, alt, art, shape = typeof art === 'string' ? 'wide' : 'logo') => {
    const filename = `${key}.webp`
    const existing = await payload.find({
      collection: 'media',
      where: { filename: { equals: filename } },
      limit: 1,
      depth: 0,
    })
    if (existing.docs[0]) return existing.docs[0].id
    const [width, height] = typeof shape === 'string' ? sizes[shape] : [shape.width, shape.height]
    const scaled = [Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale))] as const
    const data = typeof art === 'string' ? await drawPicture(art, key, ...scaled) : await drawLogo(key, ...scaled, art.wordmark)
    const media = await payload.create({
      collection: 'media',
      context: skipRevalidation,
      data: { alt },
      file: { data, mimetype: 'image/webp', name: filename, size: data.length },
    })
    reportProgress()
    return media.id
  }
}
