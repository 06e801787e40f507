import { DeleteObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3'
import { s3Storage, type S3StorageOptions } from '@payloadcms/storage-s3'
import type { CollectionBeforeOperationHook, CollectionConfig, Plugin, UploadCollectionSlug } from 'payload'

import { s3Settings, siteUrl } from './env'
import { s3Client, s3ClientConfig } from './s3Client'
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

/**
 * Uploads to the S3 bucket of S3_BUCKET, else to local disk (the plugin is then off). Off or on, it adds
 * the same two hidden columns (`prefix`, `_objectKey`), so one set of migrations serves both.
 */
export function storagePlugin(): Plugin {
  const settings = s3Settings()
  const collections: S3StorageOptions['collections'] = Object.fromEntries(
    Object.entries(storagePrefixes).map(([slug, prefix]) => [slug, { prefix, generateFileURL: siteFileURL } satisfies CollectionStorage]),
  )
  const plugin = s3Storage({
    enabled: Boolean(settings),
    alwaysInsertFields: true,
    bucket: settings?.bucket ?? '',
    config: settings ? s3ClientConfig(settings) : {},
    collections,
  })
  if (!settings) return plugin
  return (config) => plugin({ ...config, collections: config.collections?.map(inBucket) })
}

/** Deletes the objects of a collection whose file names start with `namePrefix` (a failed lead's file); none without S3. */
export async function removeStoredObjects(collection: keyof typeof storagePrefixes, namePrefix: string): Promise<void> {
  const settings = s3Settings()
  if (!settings) return
  const client = s3Client(settings)
  const prefix = `${storagePrefixes[collection]}/${namePrefix}`
  const listed = await client.send(new ListObjectsV2Command({ Bucket: settings.bucket, Prefix: prefix }))
  await Promise.all((listed.Contents ?? []).map(({ Key }) => client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key }))))
}
