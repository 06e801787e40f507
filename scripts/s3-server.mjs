/**
 * An S3-compatible server for the tests (s3rver, files in a folder): imported by tests that start
 * their own, or run by scripts/with-s3.sh as `node scripts/s3-server.mjs FOLDER BUCKET PORT_FILE`.
 */
import fs from 'node:fs'
import S3rver from 's3rver'

/** The only keys s3rver accepts. */
export const s3rverKeys = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

/**
 * s3rver on `port` of 127.0.0.1 (0: a free one) keeping its objects under `directory`, with `bucket` created.
 * @param {{ directory: string, bucket: string, port?: number }} options
 * @returns {Promise<{ port: number, endpoint: string, env: Record<string, string>, stop: () => Promise<void> }>}
 */
export async function startS3Server({ directory, bucket, port = 0 }) {
  const server = new S3rver({ address: '127.0.0.1', port, directory, silent: true, configureBuckets: [{ name: bucket, configs: [] }] })
  const address = await server.run()
  const endpoint = `http://127.0.0.1:${address.port}`
  const env = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: s3rverKeys.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3rverKeys.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  }
  return { port: address.port, endpoint, env, stop: () => server.close() }
}

if (import.meta.filename === process.argv[1]) {
  const [directory, bucket, portFile] = process.argv.slice(2)
  if (!directory || !bucket || !portFile) throw new Error('usage: node scripts/s3-server.mjs FOLDER BUCKET PORT_FILE')
  const { port, stop } = await startS3Server({ directory, bucket, port: Number(process.env.S3_TEST_PORT) || 0 })
  fs.writeFileSync(portFile, String(port))
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => stop().then(() => process.exit(0)))
}
