import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { adapter, rawQuery, startPayload } from './harness'

// Nothing that loads the Payload config is imported above: the harness sets its environment first.

let payload: Payload

const query = (statement: string) => rawQuery(payload, statement)

/** The library as the version before the kind held it: a drawing and a picture, uploaded then. */
beforeAll(async () => {
  ;({ payload } = await startPayload({ migrate: false }))
  const { migrations } = await import('@/migrations')
  const all = migrations()
  const index = all.findIndex((migration) => migration.name.endsWith('_media_kind'))
  await payload.db.migrate({ migrations: all.slice(0, index) })
  await query(
    `INSERT INTO media (id, filename, mime_type, url) VALUES ` +
      `(1001, 'old-wordmark.svg', 'image/svg+xml', '/api/media/file/old-wordmark.svg'), (1002, 'old-majlis.webp', 'image/webp', '/api/media/file/old-majlis.webp')`,
  )
  await payload.db.migrate({ migrations: all })
})

afterAll(async () => {
  await payload?.destroy()
})

const wordmark = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120"><rect width="240" height="120" fill="#e9e2d6"/></svg>')

describe(`the kind of a media file on ${adapter}`, () => {
  it('is filled from the format of the files uploaded before it existed', async () => {
    expect(await query('SELECT id, kind FROM media ORDER BY id')).toEqual([
      { id: 1001, kind: 'drawing' },
      { id: 1002, kind: 'picture' },
    ])
  })

  it('is set from the format of an upload and kept when its words change', async () => {
    const { skipRevalidation } = await import('@/cms/hooks/revalidate')
    const picture = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#8c6f4e' } }).jpeg().toBuffer()
    const photo = await payload.create({
      collection: 'media',
      context: skipRevalidation,
      data: { alt: 'A walnut reception desk in a DIFC office' },
      file: { data: picture, mimetype: 'image/jpeg', name: 'reception-desk.jpg', size: picture.length },
    })
    const drawing = await payload.create({
      collection: 'media',
      context: skipRevalidation,
      data: { alt: "A client's wordmark" },
      file: { data: wordmark, mimetype: 'image/svg+xml', name: 'client-wordmark.svg', size: wordmark.length },
    })
    expect([photo.kind, drawing.kind]).toEqual(['picture', 'drawing'])
    // The library's thumbnail of a picture is its small derived file; a drawing has none.
    expect(photo.thumbnailURL).toMatch(/reception-desk-480x360\.webp$/)
    expect(drawing.thumbnailURL).toBeNull()

    const renamed = await payload.update({ collection: 'media', id: drawing.id, context: skipRevalidation, data: { alt: "A client's wordmark in brass" } })
    expect(renamed.kind).toBe('drawing')

    const drawings = await payload.find({ collection: 'media', where: { kind: { equals: 'drawing' } }, depth: 0 })
    expect(drawings.docs.map((doc) => doc.filename).sort()).toEqual(['client-wordmark.svg', 'old-wordmark.svg'])
  })

  it('cannot be set by an editor: a file is the kind its format says', async () => {
    const { skipRevalidation } = await import('@/cms/hooks/revalidate')
    const drawing = await payload.create({
      collection: 'media',
      context: skipRevalidation,
      data: { alt: 'A floor plan', kind: 'picture' },
      file: { data: wordmark, mimetype: 'image/svg+xml', name: 'floor-plan.svg', size: wordmark.length },
    })
    expect(drawing.kind).toBe('drawing')
    const updated = await payload.update({ collection: 'media', id: drawing.id, context: skipRevalidation, data: { kind: 'picture' } })
    expect(updated.kind).toBe('drawing')
  })
})
