import fs from 'node:fs/promises'
import path from 'node:path'

import { dataDir, s3Settings } from '@/cms/env'
import { localUploadFolders, storagePrefixes } from '@/cms/storagePrefixes'

/** The bytes of a stored lead file, on local disk or in the bucket. */
export async function leadFileBytes(filename: string): Promise<Uint8Array> {
  const settings = s3Settings()
  if (!settings) return fs.readFile(path.join(dataDir(), localUploadFolders['lead-files'], path.basename(filename)))
  const [{ GetObjectCommand }, { s3Client }] = await Promise.all([import('@aws-sdk/client-s3'), import('@/cms/s3Client')])
  const object = await s3Client(settings).send(new GetObjectCommand({ Bucket: settings.bucket, Key: `${storagePrefixes['lead-files']}/${filename}` }))
  return object.Body!.transformToByteArray()
}
