import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { payloadSecret, s3Settings } from './env'

const givenSecret = process.env.PAYLOAD_SECRET

afterEach(() => {
  vi.unstubAllEnvs()
  if (givenSecret === undefined) delete process.env.PAYLOAD_SECRET
  else process.env.PAYLOAD_SECRET = givenSecret
})

describe('PAYLOAD_SECRET', () => {
  it('is generated once, kept private in the data folder and reused', () => {
    delete process.env.PAYLOAD_SECRET
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'secret-')), 'data')
    const secret = payloadSecret(dir)
    expect(secret).toMatch(/^[0-9a-f]{64}$/)
    expect(payloadSecret(dir)).toBe(secret)
    expect(fs.statSync(path.join(dir, 'payload-secret')).mode & 0o777).toBe(0o600)
    expect(payloadSecret(fs.mkdtempSync(path.join(os.tmpdir(), 'secret-')))).not.toBe(secret)
  })

  it('comes from the environment when set', () => {
    process.env.PAYLOAD_SECRET = 'from-the-environment'
    expect(payloadSecret(fs.mkdtempSync(path.join(os.tmpdir(), 'secret-')))).toBe('from-the-environment')
  })
})

describe('S3 storage settings', () => {
  const unset = { S3_BUCKET: '', S3_ENDPOINT: '', S3_REGION: '', S3_ACCESS_KEY_ID: '', S3_SECRET_ACCESS_KEY: '', S3_FORCE_PATH_STYLE: '' }
  const stub = (env: Record<string, string>) => Object.entries({ ...unset, ...env }).forEach(([name, value]) => vi.stubEnv(name, value))

  it('are absent without S3_BUCKET, which keeps uploads on local disk', () => {
    stub({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' })
    expect(s3Settings()).toBeUndefined()
  })

  it('name the bucket, the server, its region and keys, and path-style addresses when asked', () => {
    const keys = { S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' }
    stub({ S3_BUCKET: 'site', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'auto', S3_FORCE_PATH_STYLE: 'true', ...keys })
    expect(s3Settings()).toEqual({
      bucket: 'site',
      endpoint: 'http://127.0.0.1:9000',
      region: 'auto',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    })
  })

  it('default to AWS in us-east-1, virtual-host addresses and the SDK’s own credentials', () => {
    stub({ S3_BUCKET: 'site' })
    expect(s3Settings()).toEqual({ bucket: 'site', region: 'us-east-1', forcePathStyle: false })
  })

  it('refuse one key without the other', () => {
    stub({ S3_BUCKET: 'site', S3_ACCESS_KEY_ID: 'key' })
    expect(() => s3Settings()).toThrow('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all')
  })
})
