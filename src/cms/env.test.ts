import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

import { payloadSecret } from './env'

const givenSecret = process.env.PAYLOAD_SECRET

afterEach(() => {
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
