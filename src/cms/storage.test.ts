import { s3Storage } from '@payloadcms/storage-s3'
import type { Config } from 'payload'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { storagePlugin } from './storage'
import { storagePrefixes } from './storagePrefixes'

/** A config holding the upload collections, as the site's has them before its plugins run. */
const uploadCollections = (): Config =>
  ({ collections: Object.keys(storagePrefixes).map((slug) => ({ slug, upload: true, fields: [] })) }) as unknown as Config

/** What a config says, functions apart (hooks are counted by the shape of what holds them). */
const shape = (config: Config) => JSON.parse(JSON.stringify({ collections: config.collections, admin: config.admin, endpoints: config.endpoints }))

describe('storagePlugin on local disk (no S3_BUCKET)', () => {
  afterEach(() => vi.unstubAllEnvs())

  it("adds what the S3 plugin adds when off: the same fields (one set of migrations) and the same import map entries", async () => {
    vi.stubEnv('S3_BUCKET', '')
    const ours = await storagePlugin()(uploadCollections())
    const collections = Object.fromEntries(Object.entries(storagePrefixes).map(([slug, prefix]) => [slug, { prefix }]))
    const upstream = await s3Storage({ enabled: false, alwaysInsertFields: true, bucket: '', config: {}, collections })(uploadCollections())
    expect(shape(ours)).toEqual(shape(upstream))
    const fieldNames = (config: Config) => config.collections!.map((collection) => collection.fields.map((field) => ('name' in field ? field.name : '')))
    expect(fieldNames(ours).every((names) => names.includes('prefix'))).toBe(true)
  })
})
