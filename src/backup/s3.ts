import fs from 'node:fs'
import { GetObjectCommand, PutObjectCommand, type S3Client, paginateListObjectsV2 } from '@aws-sdk/client-s3'

import { s3Settings } from '@/cms/env'
import { s3Client } from '@/cms/s3Client'

/** The bucket of S3_BUCKET and its client (the site's storage settings), or undefined: uploads are on local disk. */
export function s3Bucket(): { bucket: string; client: S3Client } | undefined {
  const settings = s3Settings()
  return settings && { bucket: settings.bucket, client: s3Client(settings) }
}

export type StoredObject = { key: string; size: number }

/** Every object whose key starts with `prefix/`, page by page. */
export async function* listObjects(client: S3Client, bucket: string, prefix: string): AsyncGenerator<StoredObject> {
  for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: `${prefix}/` })) {
    for (const object of page.Contents ?? []) {
      if (object.Key && !object.Key.endsWith('/')) yield { key: object.Key, size: object.Size ?? 0 }
    }
  }
}

/** An object's bytes as a stream, with its size and content type. */
export async function readObject(client: S3Client, bucket: string, key: string) {
  const { Body, ContentLength, ContentType } = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
  if (!Body) throw new Error(`S3 object ${key} has no body`)
  return { body: Body as AsyncIterable<Uint8Array>, size: ContentLength ?? 0, contentType: ContentType }
}

/** Uploads a file from disk as the object `key`. */
export async function writeObject(client: S3Client, bucket: string, key: string, file: string, contentType?: string): Promise<void> {
  const size = fs.statSync(file).size
  await client.send(
    new PutObjectCommand({ Bucket: bucket, Key: key, Body: fs.createReadStream(file), ContentLength: size, ContentType: contentType }),
  )
}
