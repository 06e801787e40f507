import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { checkConfiguration, formRateLimit, pageCacheMs, payloadSecret, s3Settings, siteUrl, smtpSettings, trustedProxies } from './env'

const root = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8')

/** The site's own code: what runs in production, tests and build scripts aside. */
function siteFiles(folder = 'src'): string[] {
  return fs.readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name)
    if (entry.isDirectory()) return siteFiles(file)
    return /\.(ts|tsx|mjs|astro)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : []
  })
}

/** Modules that hand the whole environment on to a program they run (pg_dump and psql), reading none of it for themselves. */
const passingTheEnvironmentOn = new Set(['src/backup/postgres.ts'])

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

describe('the configuration', () => {
  it('is read through src/cms/env.ts only: no other module of the site reads a variable of its own', () => {
    const readers = [...siteFiles(), 'server.mjs', 'astro.config.mjs', 'next.config.ts']
      .filter((file) => file !== 'src/cms/env.ts' && !passingTheEnvironmentOn.has(file))
      .flatMap((file) => [...read(file).matchAll(/process\.env(?:\.(\w+)\b|\[)(?!\s*(?:=[^=]|\|\|=|\?\?=))/g)].map((match) => `${file}: ${match[1] ?? '[…]'}`))
    expect(readers).toEqual([])
  })

  it('documents every variable it reads in README.md or docs/deploy.md', () => {
    const variables = new Set([...read('src/cms/env.ts').matchAll(/(?:text|number|flag)\('(\w+)'|process\.env\.(\w+)/g)].map((match) => match[1] ?? match[2]!))
    const documentation = read('README.md') + read('docs/deploy.md')
    expect(variables.size).toBeGreaterThan(30)
    expect([...variables].filter((name) => !documentation.includes(`\`${name}\``))).toEqual([])
  })

  it('takes defaults for what is unset, and whole numbers of at least their least value', () => {
    vi.stubEnv('SITE_URL', '')
    vi.stubEnv('PORT', '3999')
    vi.stubEnv('FORM_RATE_LIMIT', ' 25 ')
    vi.stubEnv('FORM_RATE_WINDOW', '')
    vi.stubEnv('PAGE_CACHE_MS', '0')
    expect(siteUrl()).toBe('http://localhost:3999')
    expect(formRateLimit()).toEqual({ points: 25, duration: 600 })
    expect(pageCacheMs()).toBe(0)
  })

  it('refuses a value it cannot use, naming the variable, and a start names every such value at once', () => {
    vi.stubEnv('TRUSTED_PROXIES', 'one')
    vi.stubEnv('UPLOAD_MAX_BYTES', '0')
    expect(() => trustedProxies()).toThrow("TRUSTED_PROXIES must be a whole number of at least 0, not 'one'")
    expect(() => checkConfiguration()).toThrow(/^The configuration cannot be used:\n- (?=[\s\S]*TRUSTED_PROXIES)(?=[\s\S]*UPLOAD_MAX_BYTES must be a whole number of at least 1, not '0')/)
  })

  it('checks at a start every whole number it reads, so that none fails later in a request', () => {
    const wholeNumbers = [...read('src/cms/env.ts').matchAll(/number\('([A-Z_]+)'/g)].map(([, name]) => name!)
    expect(wholeNumbers.length).toBeGreaterThan(10)
    // SMTP_PORT is read only with SMTP_HOST.
    vi.stubEnv('SMTP_HOST', 'mail.example')
    const unchecked = wholeNumbers.filter((name) => {
      vi.stubEnv(name, 'many')
      try {
        checkConfiguration()
        return true
      } catch (error) {
        return !(error as Error).message.includes(`${name} must be a whole number`)
      } finally {
        vi.stubEnv(name, '')
      }
    })
    expect(unchecked).toEqual([])
  })

  it('sends mail over TLS on port 465 unless SMTP_SECURE says otherwise, and signs in only with SMTP_USER', () => {
    vi.stubEnv('SMTP_HOST', 'mail.example')
    vi.stubEnv('SMTP_PORT', '465')
    expect(smtpSettings()).toEqual({ host: 'mail.example', port: 465, secure: true, auth: undefined })
    vi.stubEnv('SMTP_SECURE', 'false')
    vi.stubEnv('SMTP_USER', 'site')
    vi.stubEnv('SMTP_PASS', 'secret')
    expect(smtpSettings()).toEqual({ host: 'mail.example', port: 465, secure: false, auth: { user: 'site', pass: 'secret' } })
  })
})
