import crypto from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { GetObjectCommand, PutObjectCommand, S3Client, paginateListObjectsV2 } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { buildStampFile } from '../../scripts/build-stamp.mjs'
import { adapter, startPayload } from './harness'
import { emptyInstance, filesWithHashes, runScript } from './operator'

// Nothing that loads the Payload config is imported above: the harness sets its environment first.

type S3rver = { run(): Promise<AddressInfo>; close(): Promise<void> }
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: object) => S3rver

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), `site-backup-s3-${adapter}-`))
const archive = path.join(scratch, 'site.tar.gz')
const buildStamp = fs.existsSync(buildStampFile) ? fs.readFileSync(buildStampFile) : undefined
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

/** What the site's bucket holds: files under each collection's prefix, and an object of something else. */
const stored = [
  { key: 'media/desk.png', type: 'image/png', bytes: crypto.randomBytes(50_000) },
  { key: 'media/desk-480x360.webp', type: 'image/webp', bytes: crypto.randomBytes(7_000) },
  { key: 'videos/tour.mp4', type: 'video/mp4', bytes: crypto.randomBytes(2_000_000) },
  { key: 'lead-files/4f0c2a.pdf', type: 'application/pdf', bytes: crypto.randomBytes(1_234) },
]
const unrelated = { key: 'elsewhere/notes.txt', type: 'text/plain', bytes: Buffer.from('not the site') }

let payload: Payload
let server: S3rver
let client: S3Client
let endpoint: string
const drops: (() => Promise<unknown>)[] = []

const s3Env = (bucket: string) => ({
  S3_BUCKET: bucket,
  S3_ENDPOINT: endpoint,
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: credentials.accessKeyId,
  S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
  S3_FORCE_PATH_STYLE: 'true',
  // The SDK's notice that its 2027 versions need Node 22, on every run.
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
})

/** Every object of a bucket: its SHA-256 and content type, by key. */
async function bucketContent(bucket: string) {
  const objects: Record<string, { sha256: string; type?: string }> = {}
  for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket })) {
    for (const { Key } of page.Contents ?? []) {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key }))
      const bytes = await object.Body!.transformToByteArray()
      objects[Key!] = { sha256: crypto.createHash('sha256').update(bytes).digest('hex'), type: object.ContentType }
    }
  }
  return objects
}

const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex')

beforeAll(async () => {
  // The database is the same as without S3 (backup.test.ts looks at it): an empty site here.
  ;({ payload } = await startPayload())
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(scratch, 's3rver'),
    configureBuckets: [{ name: 'site-live' }, { name: 'site-restored' }],
  })
  endpoint = `http://127.0.0.1:${(await server.run()).port}`
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true'
  client = new S3Client({ endpoint, region: 'us-east-1', credentials, forcePathStyle: true })
  for (const { key, type, bytes } of [...stored, unrelated]) {
    await client.send(new PutObjectCommand({ Bucket: 'site-live', Key: key, Body: bytes, ContentType: type }))
  }
})

afterAll(async () => {
  await payload?.destroy()
  client?.destroy()
  await server?.close()
  for (const drop of drops) await drop()
  if (buildStamp) fs.writeFileSync(buildStampFile, buildStamp)
  fs.rmSync(scratch, { recursive: true, force: true })
})

describe(`npm run backup and npm run restore with uploads in S3, on ${adapter}`, () => {
  it("archives every object under the collections' prefixes, and nothing else of the bucket", { timeout: 120_000 }, async () => {
    const run = await runScript('scripts/backup.ts', [archive], { ...process.env, ...s3Env('site-live') })
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    const { list } = await import('tar')
    const entries: string[] = []
    await list({ file: archive, onReadEntry: (entry) => entries.push(entry.path) })
    expect(entries.filter((entry) => entry.startsWith('uploads/')).sort()).toEqual(stored.map(({ key }) => `uploads/${key}`).sort())
  })

  it('restores every object byte for byte, with its content type, into an empty bucket', { timeout: 120_000 }, async () => {
    const instance = await emptyInstance(path.join(scratch, 'restored-s3'), 'site_restore_s3_test')
    drops.push(instance.drop)
    const run = await runScript('scripts/restore.ts', [archive], { ...instance.env, ...s3Env('site-restored') })
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(/uploaded files \(2 media, 1 videos, 1 lead-files, 0 lead-exports\) to the S3 bucket/)
    expect(await bucketContent('site-restored')).toEqual(
      Object.fromEntries(stored.map(({ key, type, bytes }) => [key, { sha256: sha256(bytes), type }])),
    )
  })

  it("restores the bucket's files into the local folders of an instance without S3", { timeout: 120_000 }, async () => {
    const dataDir = path.join(scratch, 'restored-local')
    const instance = await emptyInstance(dataDir, 'site_restore_local_test')
    drops.push(instance.drop)
    const run = await runScript('scripts/restore.ts', [archive], instance.env)
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    const folders = { media: 'media', videos: 'videos', 'lead-files': 'private/lead-files' }
    const expected = Object.fromEntries(
      stored.map(({ key, bytes }) => {
        const [prefix, name] = key.split('/') as [keyof typeof folders, string]
        return [`${folders[prefix]}/${name}`, sha256(bytes)]
      }),
    )
    const restored = filesWithHashes(dataDir)
    expect(Object.fromEntries(Object.entries(restored).filter(([file]) => file in expected))).toEqual(expected)
  })
})
