import { S3Client, type S3ClientConfig } from '@aws-sdk/client-s3'

import type { S3Settings } from './env'

/** The client options of these settings: the storage plugin's and the site's own calls use the same. */
export function s3ClientConfig({ endpoint, region, credentials, forcePathStyle }: S3Settings): S3ClientConfig {
  return {
    endpoint,
    region,
    credentials,
    forcePathStyle,
    // Checksums only where S3 requires them. The SDK's default sends streamed uploads in aws-chunked
    // framing with a checksum trailer, which several S3-compatible servers store as part of the file.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  }
}

const clients = new Map<string, S3Client>()

/** One client (and its pool of connections) per configuration. */
export function s3Client(settings: S3Settings): S3Client {
  const key = JSON.stringify(settings)
  let client = clients.get(key)
  if (!client) {
    client = new S3Client(s3ClientConfig(settings))
    clients.set(key, client)
  }
  return client
}
