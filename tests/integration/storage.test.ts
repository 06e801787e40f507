import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'
import { unzipSync } from 'fflate'
import sharp from 'sharp'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { forms } from '@/features/forms/definitions'
import { startS3Server } from '../../scripts/s3-server.mjs'
import { freePort } from '../../scripts/server-process.mjs'
import { adapter, startPayload } from './harness'
import { multipartRequest, pdfBytes, validCareer } from './requests'
import { editorToken, rest } from './rest'

// Nothing that loads the Payload config is imported above: the S3 server and the harness set its environment first.

type Picture = { id: number; filename: string; url: string; sizes: Record<string, { filename: string; url: string }> }

const bucketName = 'site-test'
const objectsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-s3-'))
let s3: Awaited<ReturnType<typeof startS3Server>>
let bucket: S3Client
let payload: Payload
let dataDir: string
let token: string
let postCareer: (request: Request) => Promise<Response>

beforeAll(async () => {
  s3 = await startS3Server({ directory: objectsDir, bucket: bucketName })
  Object.assign(process.env, s3.env)
  ;({ payload, dataDir } = await startPayload())
  token = await editorToken(payload)
  postCareer = (await import('@/app/api/career_form/route')).POST
  bucket = new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID!, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY! },
  })
})

afterAll(async () => {
  await payload?.destroy()
  await s3?.stop()
  fs.rmSync(objectsDir, { recursive: true, force: true })
})

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllEnvs()
})

const keysUnder = async (prefix: string) =>
  ((await bucket.send(new ListObjectsV2Command({ Bucket: bucketName, Prefix: prefix }))).Contents ?? []).map(({ Key }) => Key!)
const objectBytes = async (key: string) =>
  Buffer.from(await (await bucket.send(new GetObjectCommand({ Bucket: bucketName, Key: key }))).Body!.transformToByteArray())
const filesOnDisk = (folder: string) => (fs.existsSync(path.join(dataDir, folder)) ? fs.readdirSync(path.join(dataDir, folder)) : [])
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer())

async function uploadPicture(name: string) {
  const png = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#8a6f4e' } }).png().toBuffer()
  const picture = await payload.create({
    collection: 'media',
    data: { alt: 'A swatch' },
    file: { data: png, mimetype: 'image/png', name, size: png.length },
  })
  return { picture: picture as unknown as Picture, png }
}

const fileNamesOf = (picture: Picture) => [picture.filename, ...Object.values(picture.sizes).map((size) => size.filename)]

const resume = { field: 'resume', name: 'Omar CV.pdf', type: 'application/pdf', data: pdfBytes }
const sendApplication = () => postCareer(multipartRequest(forms.career.endpoint, validCareer, resume))

describe(`uploads in an S3 bucket on ${adapter}`, () => {
  it('keeps a picture and each of its sizes in the bucket, none on local disk, linked at the site’s own addresses', async () => {
    const { picture, png } = await uploadPicture('swatch.png')
    const names = fileNamesOf(picture)
    expect(names).toHaveLength(4)
    expect(await keysUnder('media/')).toEqual(expect.arrayContaining(names.map((name) => `media/${name}`)))
    expect(await objectBytes(`media/${picture.filename}`)).toEqual(png)
    expect(filesOnDisk('media')).toEqual([])
    expect(picture.url).toBe('/api/media/file/swatch.png')
    expect(picture.sizes.card!.url).toBe(`/api/media/file/${picture.sizes.card!.filename}`)
  })

  it('stores every picture of a run that passes one context object to each upload, as the demo seed does', async () => {
    const { skipRevalidation } = await import('@/cms/hooks/revalidate')
    const png = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#5b6b4e' } }).png().toBuffer()
    for (const name of ['seeded-1.png', 'seeded-2.png', 'seeded-3.png']) {
      await payload.create({
        collection: 'media',
        data: { alt: 'A seeded swatch' },
        context: skipRevalidation,
        file: { data: png, mimetype: 'image/png', name, size: png.length },
      })
    }
    const originals = ['seeded-1.png', 'seeded-2.png', 'seeded-3.png'].map((name) => `media/${name}`)
    expect(await keysUnder('media/seeded-')).toEqual(expect.arrayContaining(originals))
    expect(skipRevalidation).toEqual({ skipRevalidation: true })
  })

  it('serves a picture and its sizes from the bucket to anyone, with the pictures’ cache header', async () => {
    const { picture } = await uploadPicture('served.png')
    for (const [name, type] of [
      [picture.filename, 'image/png'],
      [picture.sizes.wide!.filename, 'image/webp'],
    ] as const) {
      const response = await rest('GET', `/media/file/${name}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe(type)
      expect(response.headers.get('cache-control')).toBe('public, max-age=604800, stale-while-revalidate=2592000')
      expect(await bytesOf(response)).toEqual(await objectBytes(`media/${name}`))
    }
    expect((await rest('GET', '/media/file/not-uploaded.png')).status).toBe(404)
  })

  it('keeps a résumé sent with an application in the bucket only, refuses it anonymously, gives it byte for byte to an admin', async () => {
    expect((await sendApplication()).status).toBe(201)
    const { docs } = await payload.find({ collection: 'lead-files', sort: '-createdAt', limit: 1 })
    const stored = docs[0]!
    expect(await keysUnder('lead-files/')).toContain(`lead-files/${stored.filename}`)
    expect(filesOnDisk('private/lead-files')).toEqual([])
    expect(stored.url).toBe(`/api/lead-files/file/${stored.filename}`)

    expect((await rest('GET', `/lead-files/file/${stored.filename}`)).status).toBe(403)
    const download = await rest('GET', `/lead-files/file/${stored.filename}`, { token })
    expect(download.status).toBe(200)
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="Omar Nasser - CV.pdf"')
    expect(download.headers.get('cache-control')).toBe('private, no-store')
    expect(await bytesOf(download)).toEqual(Buffer.from(pdfBytes))
  })

  it('leaves no object in the bucket when the application fails after its file was stored', async () => {
    const before = await keysUnder('lead-files/')
    const create = payload.db.create.bind(payload.db)
    vi.spyOn(payload.db, 'create').mockImplementation(((args: { collection: string; data: { taskSlug?: string } }) => {
      const acknowledgement = args.collection === 'payload-jobs' && args.data.taskSlug === 'acknowledgeVisitor'
      if (acknowledgement) throw new Error('injected failure after the lead insert')
      return create(args as never)
    }) as typeof payload.db.create)
    expect((await sendApplication()).status).toBe(503)
    expect((await keysUnder('lead-files/')).sort()).toEqual(before.sort())
  })

  it('re-makes a picture’s sizes from the original in the bucket when its focal point changes', async () => {
    const { picture } = await uploadPicture('refocused.png')
    // Payload fetches the original back from the site's address: answered here by the site's own REST handler.
    const fetchAnywhere = globalThis.fetch
    const fetched: string[] = []
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : input)
      if (url.origin !== new URL(payload.config.serverURL).origin) return fetchAnywhere(input, init)
      fetched.push(url.pathname)
      return rest('GET', url.pathname.replace(/^\/api/, ''))
    })
    // What the admin's focal point editor sends.
    const edits = 'uploadEdits[focalPoint][x]=20&uploadEdits[focalPoint][y]=80'
    const response = await rest('PATCH', `/media/${picture.id}?${edits}`, { token, json: { alt: 'A swatch, refocused' } })
    expect(response.status).toBe(200)
    const refocused = (await response.json()).doc as Picture
    expect([...new Set(fetched)]).toEqual([`/api/media/file/${picture.filename}`])
    expect(refocused).toMatchObject({ focalX: 20, focalY: 80 })
    const keys = await keysUnder('media/')
    for (const name of fileNamesOf(refocused)) expect(keys).toContain(`media/${name}`)
  })

  it('keeps a video under its own prefix', async () => {
    const { picture: poster } = await uploadPicture('poster.png')
    const mp4 = Buffer.concat([Buffer.from('0000001c6674797069736f6d0000020069736f6d69736f326d703431', 'hex'), Buffer.alloc(64)])
    const video = await payload.create({
      collection: 'videos',
      data: { title: 'A walk through', poster: poster.id, videoWidth: 1920, videoHeight: 1080 },
      file: { data: mp4, mimetype: 'video/mp4', name: 'walk.mp4', size: mp4.length },
    })
    expect(await keysUnder('videos/')).toContain(`videos/${video.filename}`)
    expect(filesOnDisk('videos')).toEqual([])
    const response = await rest('GET', `/videos/file/${video.filename}`)
    expect(response.status).toBe(200)
    expect(await bytesOf(response)).toEqual(mp4)
    // A player seeks with ranges.
    const part = await rest('GET', `/videos/file/${video.filename}`, { headers: { range: 'bytes=4-11' } })
    expect(part.status).toBe(206)
    expect((await bytesOf(part)).toString()).toBe('ftypisom')
  })

  it('deletes a deleted picture’s objects, sizes included, and a deleted lead file’s object', async () => {
    const { picture } = await uploadPicture('short-lived.png')
    const pictureKeys = fileNamesOf(picture).map((name) => `media/${name}`)
    expect(await keysUnder('media/')).toEqual(expect.arrayContaining(pictureKeys))
    await payload.delete({ collection: 'media', id: picture.id })
    const mediaLeft = await keysUnder('media/')
    for (const key of pictureKeys) expect(mediaLeft).not.toContain(key)

    const leadFile = await payload.create({
      collection: 'lead-files',
      overrideAccess: true,
      data: { originalName: 'cv.pdf' },
      file: { data: Buffer.from(pdfBytes), mimetype: 'application/pdf', name: 'unreferenced.pdf', size: pdfBytes.length },
    })
    const key = `lead-files/${leadFile.filename}`
    expect(await keysUnder('lead-files/')).toContain(key)
    expect((await rest('DELETE', `/lead-files/${leadFile.id}`, { token })).status).toBe(200)
    expect(await keysUnder('lead-files/')).not.toContain(key)
  })
})

describe(`personal data with files in an S3 bucket on ${adapter}`, () => {
  it('exports a CV from the bucket, and the retention job deletes an expired application’s CV from it', async () => {
    expect((await postCareer(multipartRequest(forms.career.endpoint, { ...validCareer, email_c: 'expiring@example.com' }, resume))).status).toBe(201)
    const application = (await payload.find({ collection: 'career-applications', where: { email_c: { equals: 'expiring@example.com' } }, depth: 1 })).docs[0]!
    const key = `lead-files/${(application.resume as { filename: string }).filename}`
    expect(await keysUnder('lead-files/')).toContain(key)

    const archive = await rest('GET', '/personal-data/export?email=expiring@example.com', { token })
    expect(archive.status).toBe(200)
    const entries = unzipSync(new Uint8Array(await archive.arrayBuffer()))
    expect(Buffer.from(entries[`files/${(application.resume as { filename: string }).filename}`]!)).toEqual(Buffer.from(pdfBytes))

    const thirteenMonthsAgo = new Date()
    thirteenMonthsAgo.setUTCMonth(thirteenMonthsAgo.getUTCMonth() - 13)
    await payload.db.updateOne({ collection: 'career-applications', id: application.id, data: { createdAt: thirteenMonthsAgo.toISOString() } })
    await payload.jobs.queue({ task: 'deleteExpiredPersonalData', queue: 'privacy', input: {} })
    await payload.jobs.run({ queue: 'privacy' })
    expect(await payload.findByID({ collection: 'career-applications', id: application.id, disableErrors: true })).toBeNull()
    expect(await keysUnder('lead-files/')).not.toContain(key)
  })
})

describe(`saved lead exports in an S3 bucket on ${adapter}`, () => {
  it('keeps a saved export in the bucket only, for signed-in editors, so any instance serves it', async () => {
    expect((await sendApplication()).status).toBe(201)
    const user = (await payload.find({ collection: 'users', limit: 1 })).docs[0]!
    const data = { name: 'applications', collectionSlug: 'career-applications', format: 'csv', selectionToUse: 'all', drafts: 'yes' } as const
    const saved = await payload.create({ collection: 'exports', data: { ...data, where: {} }, user, overrideAccess: false })
    const { filename } = await payload.findByID({ collection: 'exports', id: saved.id })
    expect(await keysUnder('lead-exports/')).toContain(`lead-exports/${filename}`)
    expect(filesOnDisk('private/exports')).toEqual([])

    expect((await rest('GET', `/exports/file/${filename}`)).status).toBe(403)
    const download = await rest('GET', `/exports/file/${filename}`, { token })
    expect(download.status).toBe(200)
    expect(download.headers.get('content-disposition')).toBe('attachment')
    expect(await download.text()).toContain(validCareer.email_c)
  })
})

describe(`the storage readiness check on ${adapter}`, () => {
  it('passes while the bucket answers', async () => {
    const { checkStorage } = await import('@/cms/storageReadiness')
    await expect(checkStorage()).resolves.toBeUndefined()
  })

  it('names a missing bucket', async () => {
    const { checkStorage } = await import('@/cms/storageReadiness')
    vi.stubEnv('S3_BUCKET', 'no-such-bucket')
    await expect(checkStorage()).rejects.toThrow('S3: bucket no-such-bucket not found')
  })

  it('says when the storage server does not answer', async () => {
    const { checkStorage } = await import('@/cms/storageReadiness')
    vi.stubEnv('S3_ENDPOINT', `http://127.0.0.1:${await freePort()}`)
    await expect(checkStorage()).rejects.toThrow('S3: unreachable (ECONNREFUSED)')
  })
})
