import type { Payload } from 'payload'

import { skipRevalidation } from '@/cms/hooks/revalidate'
import type { Media } from '@/payload-types'

import { drawInterior } from './art'

/**
 * The id of the demo picture named `key`, drawn and uploaded the first time it is asked for.
 * Finding it by file name keeps the seed idempotent. `draw` makes the picture (an interior by default).
 */
export async function demoImage(
  payload: Payload,
  key: string,
  alt: string,
  draw: () => Promise<Buffer> = () => drawInterior(key),
): Promise<Media['id']> {
  const filename = `${key}.webp`
  const existing = await payload.find({
    collection: 'media',
    where: { filename: { equals: filename } },
    limit: 1,
    depth: 0,
  })
  if (existing.docs[0]) return existing.docs[0].id
  const data = await draw()
  const media = await payload.create({
    collection: 'media',
    context: skipRevalidation,
    data: { alt },
    file: { data, mimetype: 'image/webp', name: filename, size: data.length },
  })
  return media.id
}
