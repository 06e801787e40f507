import { cloudStoragePlugin } from '@payloadcms/plugin-cloud-storage'
import { initClientUploads } from '@payloadcms/plugin-cloud-storage/utilities'
import type { S3StorageOptions } from '@payloadcms/storage-s3'
import type { CollectionBeforeOperationHook, CollectionConfig, Plugin, UploadCollectionSlug } from 'payload'

import { type S3Settings, s3Settings, siteUrl } from './env'
import { storagePrefixes } from './storagePrefixes'


type CollectionStorage = Exclude<S3StorageOptions['collections'][UploadCollectionSlug], true | undefined>

/**
 * The site's own address of a file, as on local disk: pages link the same paths whatever the storage,
 * and every download passes Payload's access control (lead files stay with signed-in admins).
 */
const siteFileURL: NonNullable<CollectionStorage['generateFileURL']> = ({ collection, filename }) =>
  `/api/${collection.slug}/file/${encodeURIComponent(filename)}`

/**
 * The storage plugin keeps its state in the request's context (the file being uploaded, a flag that
 * skips its own nested save) and leaves some behind. A context object passed to several calls (the
 * seed's `skipRevalidation`) would carry that state over and the next upload would never reach the
 * bucket: each operation works on its own copy.
 */
// internals: s3-plugin-state
const ownContext: CollectionBeforeOperationHook = ({ req }) => {
  req.context = { ...req.context }
}

/**
 * To re-crop a stored picture (a changed focal point) or duplicate it, Payload fetches the original
 * back from its address, here the site's own; its screen for outside addresses would refuse a site
 * whose SITE_URL resolves to a private address (behind a load balancer, in tests), so these paths pass.
 */
function inBucket(collection: CollectionConfig): CollectionConfig {
  if (typeof collection.upload !== 'object' || !(collection.slug in storagePrefixes)) return collection
  const site = new URL(siteUrl())
  const protocol = site.protocol === 'https:' ? 'https' : 'http'
  const ownFiles = { protocol, hostname: site.hostname, port: site.port, pathname: `/api/${collection.slug}/file/*` } as const
  return {
    ...collection,
    hooks: { ...collection.hooks, beforeOperation: [ownContext, ...(collection.hooks?.beforeOperation ?? [])] },
    upload: { ...collection.upload, skipSafeFetch: [ownFiles] },
  }
}

/** Every upload collection's storage: its folder in the bucket, and its files at the site's own address. */
const storageCollections = (): S3StorageOptions['collections'] =>
  Object.fromEntries(
    Object.entries(storagePrefixes).map(([slug, prefix]) => [slug, { prefix, generateFileURL: siteFileURL } satisfies CollectionStorage]),
  )

/**
 * Uploads to the S3 bucket of S3_BUCKET, else to local disk (the plugin is then off). Off or on, it adds
 * the same two hidden columns (`prefix`, `_objectKey`), so one set of migrations serves both.
 */
export function storagePlugin(): Plugin {
  const settings = s3Settings()
  return settings ? bucketStorage(settings) : diskStorage
}

/** The S3 storage plugin, its AWS SDK loaded only when a bucket is set. */
const bucketStorage =
  (settings: S3Settings): Plugin =>
  async (config) => {
    const [{ s3Storage }, { s3ClientConfig }] = await Promise.all([import('@payloadcms/storage-s3'), import('./s3Client')])
    const plugin = s3Storage({
      enabled: true,
      alwaysInsertFields: true,
      bucket: settings.bucket,
      config: s3ClientConfig(settings),
      collections: storageCollections(),
    })
    return plugin({ ...config, collections: config.collections?.map(inBucket) })
  }

/**
 * What the S3 storage plugin does when it is off (`enabled: false, alwaysInsertFields: true`, in
 * `@payloadcms/storage-s3`): the fields through the cloud storage plugin, and its client handler in
 * the import map. Written out so that a site on local disk does not load the AWS SDK (about 20 MB
 * of each process's memory); storage.test.ts checks it matches the plugin's own.
 */
// internals: s3-off-state
const diskStorage: Plugin = (config) => {
  const collections = storageCollections()
  initClientUploads({
    clientHandler: '@payloadcms/storage-s3/client#S3ClientUploadHandler',
    collections,
    config,
    enabled: false,
    serverHandler: () => Response.json(null, { status: 404 }),
    serverHandlerPath: '/storage-s3-generate-signed-url',
  })
  const withoutAdapter = Object.fromEntries(Object.entries(collections).map(([slug, options]) => [slug, { ...(options === true ? {} : options), adapter: null }]))
  return cloudStoragePlugin({ alwaysInsertFields: true, collections: withoutAdapter, enabled: false })(config)
}

/** Deletes the objects of a collection whose file names start with `namePrefix` (a failed lead's file); none without S3. */
// internals: s3-plugin-state
export async function removeStoredObjects(collection: keyof typeof storagePrefixes, namePrefix: string): Promise<void> {
  const settings = s3Settings()
  if (!settings) return
  const [{ DeleteObjectCommand, ListObjectsV2Command }, { s3Client }] = await Promise.all([import('@aws-sdk/client-s3'), import('./s3Client')])
  const client = s3Client(settings)
  const prefix = `${storagePrefixes[collection]}/${namePrefix}`
  const listed = await client.send(new ListObjectsV2Command({ Bucket: settings.bucket, Prefix: prefix }))
  await Promise.all((listed.Contents ?? []).map(({ Key }) => client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key }))))
}
