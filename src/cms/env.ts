import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/*
 * The configuration from the environment. Functions, not constants, so that what reads them
 * (the Payload config, scripts, tests) sees the environment as it is when it asks.
 */

/** Where the SQLite file, the generated secret and uploaded files live. */
export const dataDir = () => path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR || 'data')

/** Public origin of the site, without a trailing slash. */
export const siteUrl = () =>
  (process.env.SITE_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/+$/, '')

/** Served over HTTPS: browsers are told to stay on HTTPS and cookies are sent only over it. */
export const siteIsHttps = () => siteUrl().startsWith('https://')

/** The full address of a path of this site, as search engines and link previews need it. */
export const absoluteUrl = (path: string) => new URL(path, siteUrl()).toString()

/** Whether this process runs the job queue (queued mail): JOBS_AUTORUN=false for an instance that only serves, and for the public pages' server. */
export const jobsAutorun = () => process.env.JOBS_AUTORUN !== 'false'

export const databaseUrl = () => process.env.DATABASE_URL || ''
export const usesPostgres = () => /^postgres(ql)?:\/\//.test(databaseUrl())

const secretsByFolder = new Map<string, string>()

/**
 * PAYLOAD_SECRET when set; otherwise a random secret created once and kept in the data folder,
 * so sessions survive restarts and no constant secret ever ships in the code.
 */
export function payloadSecret(dir = dataDir()): string {
  if (process.env.PAYLOAD_SECRET) return process.env.PAYLOAD_SECRET
  // Read once per folder: every form post signs with it twice (address hash, token), and the file
  // system calls (with the EEXIST error they throw) were a few percent of a lead's time.
  let secret = secretsByFolder.get(dir)
  if (secret) return secret
  const file = path.join(dir, 'payload-secret')
  fs.mkdirSync(dir, { recursive: true })
  try {
    fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  secret = fs.readFileSync(file, 'utf8').trim()
  secretsByFolder.set(dir, secret)
  return secret
}

export type S3Settings = {
  bucket: string
  /** Empty for AWS itself; the address of any other S3-compatible service. */
  endpoint?: string
  region: string
  /** Both or neither: without them the SDK's own chain (instance role, AWS_* variables) signs. */
  credentials?: { accessKeyId: string; secretAccessKey: string }
  /** `host/bucket/key` addresses instead of `bucket.host/key`, which most S3-compatible servers need. */
  forcePathStyle: boolean
}

/** S3-compatible storage for uploads when S3_BUCKET is set; undefined keeps them on local disk in DATA_DIR. */
export function s3Settings(): S3Settings | undefined {
  const bucket = process.env.S3_BUCKET?.trim()
  if (!bucket) return undefined
  const accessKeyId = process.env.S3_ACCESS_KEY_ID
  const secretAccessKey = process.env.S3_SECRET_ACCESS_KEY
  if (!accessKeyId !== !secretAccessKey) throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all')
  return {
    bucket,
    endpoint: process.env.S3_ENDPOINT || undefined,
    region: process.env.S3_REGION || 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: /^(1|true|yes)$/i.test(process.env.S3_FORCE_PATH_STYLE ?? ''),
  }
}
