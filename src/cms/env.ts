import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/*
 * The site's configuration: every environment variable the site reads, each through one typed
 * getter here, and documented in README.md (Configuration) or docs/deploy.md (a test holds both to
 * it: env.test.ts). Functions, not constants, so that what reads them (the Payload config, the
 * servers, scripts, tests) sees the environment as it is when it asks. Plain TypeScript that Node
 * runs as it is (server.mjs imports it), so it imports nothing but Node's own modules.
 */

const text = (name: string): string | undefined => process.env[name]?.trim() || undefined

/** A whole number of at least `min` (every number here counts something: bytes, ms, requests); unset, the default. */
function number(name: string, fallback: number, min = 1): number {
  const raw = text(name)
  if (raw === undefined) return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number of at least ${min}, not '${raw}'`)
  return value
}

/** `true`, `1` or `yes` (in any case); unset, the default. */
const flag = (name: string, fallback: boolean): boolean => {
  const raw = text(name)
  return raw === undefined ? fallback : /^(1|true|yes)$/i.test(raw)
}

const megabyte = 1024 * 1024

/** Port of the public server (`npm start`, server.mjs). */
export const port = () => number('PORT', 3000)

/** Public origin of the site, without a trailing slash. */
export const siteUrl = () => (text('SITE_URL') ?? `http://localhost:${port()}`).replace(/\/+$/, '')

/** Served over HTTPS: browsers are told to stay on HTTPS and cookies are sent only over it. */
export const siteIsHttps = () => siteUrl().startsWith('https://')

/** The full address of a path of this site, as search engines and link previews need it. */
export const absoluteUrl = (path: string) => new URL(path, siteUrl()).toString()

/** Built for production (Next's and Astro's own NODE_ENV): development relaxes the security headers and prints readable logs. */
export const production = () => process.env.NODE_ENV === 'production'
export const development = () => process.env.NODE_ENV === 'development'

/** Logging off (DISABLE_LOGGING=true), for tests that would otherwise print every refusal. */
export const loggingEnabled = () => !flag('DISABLE_LOGGING', false)

/** Where the SQLite file, the generated secret and uploaded files live. */
export const dataDir = () => path.resolve(/*turbopackIgnore: true*/ text('DATA_DIR') ?? 'data')

export const databaseUrl = () => text('DATABASE_URL') ?? ''
export const usesPostgres = () => /^postgres(ql)?:\/\//.test(databaseUrl())

const secretsByFolder = new Map<string, string>()

/**
 * PAYLOAD_SECRET when set; otherwise a random secret created once and kept in the data folder,
 * so sessions survive restarts and no constant secret ever ships in the code.
 */
export function payloadSecret(dir = dataDir()): string {
  const configured = text('PAYLOAD_SECRET')
  if (configured) return configured
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

/** The first admin a start creates when no user exists: ADMIN_EMAIL and ADMIN_PASSWORD, both or nothing. */
export function firstAdmin(): { email: string; password: string } | undefined {
  const email = text('ADMIN_EMAIL')
  const password = process.env.ADMIN_PASSWORD
  return email && password ? { email, password } : undefined
}

export type SmtpSettings = { host: string; port: number; secure: boolean; auth?: { user: string; pass: string } }

/** The mail server of the lead notifications; none (SMTP_HOST unset): mails are logged, not sent. */
export function smtpSettings(): SmtpSettings | undefined {
  const host = text('SMTP_HOST')
  if (!host) return undefined
  const smtpPort = number('SMTP_PORT', 587)
  const user = text('SMTP_USER')
  return {
    host,
    port: smtpPort,
    secure: text('SMTP_SECURE') === undefined ? smtpPort === 465 : flag('SMTP_SECURE', false),
    auth: user ? { user, pass: process.env.SMTP_PASS ?? '' } : undefined,
  }
}

/** The sender of the notifications. */
export const mailFrom = () => ({ address: text('MAIL_FROM') ?? `website@${smtpSettings()?.host ?? 'localhost'}`, name: text('MAIL_FROM_NAME') ?? 'Website' })

/** Who receives leads when Leads › Lead notifications names nobody; unset, the company email. */
export const mailTo = () => text('MAIL_TO')

/** First retry delay of a failed mail, then exponential. */
export const mailRetryDelayMs = () => number('MAIL_RETRY_DELAY_MS', 15_000)

/** Whether this process runs the job queue (queued mail): JOBS_AUTORUN=false for an instance that only serves, and for the public pages' server. */
export const jobsAutorun = () => flag('JOBS_AUTORUN', true)

/** How long a queued job taken by an instance that died stays taken before another may take it. */
export const jobsClaimTimeoutMs = () => number('JOBS_CLAIM_TIMEOUT_MS', 5 * 60_000)

/**
 * Webhook destinations may be reached over plain HTTP on `localhost` and at loopback, private,
 * link-local and metadata addresses (tests, an intranet CRM); off, only public HTTPS addresses.
 */
export const webhooksAllowPrivateTargets = () => flag('WEBHOOKS_ALLOW_PRIVATE_TARGETS', false)

/** How long one delivery to a webhook destination may take, connection and answer together. */
export const webhooksTimeoutMs = () => number('WEBHOOKS_TIMEOUT_MS', 10_000)

/** Divides every wait of the webhook retry schedule (5 s, 5 min, … 10 h): tests set a large one. */
export const webhooksRetryDivisor = () => number('WEBHOOKS_RETRY_DIVISOR', 1)

/** Largest résumé or company profile sent with a form. */
export const uploadMaxBytes = () => number('UPLOAD_MAX_BYTES', 10 * megabyte)

/** Largest picture or video an editor uploads in the admin. */
export const mediaMaxBytes = () => number('MEDIA_MAX_BYTES', 100 * megabyte)

/** Forms sent by the page's script must carry a solved ALTCHA challenge (false: the check is off, nothing is scored for it). */
export const formProofOfWork = () => flag('FORM_PROOF_OF_WORK', true)

/** Submissions of one form from one client within the window (FORM_RATE_LIMIT per FORM_RATE_WINDOW seconds). */
export const formRateLimit = () => ({ points: number('FORM_RATE_LIMIT', 10), duration: number('FORM_RATE_WINDOW', 600) })

/** Thank-you mails to one visitor address a day. */
export const acknowledgementLimit = () => ({ points: number('ACKNOWLEDGEMENT_LIMIT', 3), duration: 24 * 60 * 60 })

/** Page views counted from one client address an hour. */
export const viewRateLimit = () => ({ points: number('VIEW_RATE_LIMIT', 600), duration: 3600 })

/** How often counted views are written to the database. */
export const viewsFlushMs = () => number('VIEWS_FLUSH_MS', 10_000)

/** Proxies in front of the site that append to X-Forwarded-For; 0: the connection's peer is the client. */
export const trustedProxies = () => number('TRUSTED_PROXIES', 0, 0)

/** How long server.mjs answers a public page from memory; 0 turns its page cache off. */
export const pageCacheMs = () => number('PAGE_CACHE_MS', 1000, 0)

/** Redis, through which a save expires the pages of every instance; none: only this instance's. */
export const redisUrl = () => text('REDIS_URL')

/**
 * The public pages' server (Astro), started by server.mjs as its child (src/server/astroProcess.ts),
 * which puts its address and the token that lets a save expire its pages in this process's
 * environment for the save hooks (in Next's bundles, which share no module with server.mjs).
 * ASTRO_ORIGIN set before the start names a server started apart (`astro dev`), used as it is;
 * ASTRO_PORT a port for the child instead of a free one.
 */
export const astroOrigin = () => text('ASTRO_ORIGIN')
export const astroExpireToken = () => text('ASTRO_EXPIRE_TOKEN')
export const astroPort = () => number('ASTRO_PORT', 0, 0) || undefined

/**
 * server.mjs's own address on loopback, handed to the public pages' server it starts, which posts
 * its counts of 404s and redirect hits there (src/features/redirects/server/countsSender.ts) with the
 * same token: the database is written by one process (on SQLite, one writer). Unset (a server
 * started apart): that server writes them itself.
 */
export const appOrigin = () => text('APP_ORIGIN')

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
  const bucket = text('S3_BUCKET')
  if (!bucket) return undefined
  const accessKeyId = text('S3_ACCESS_KEY_ID')
  const secretAccessKey = text('S3_SECRET_ACCESS_KEY')
  if (!accessKeyId !== !secretAccessKey) throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all')
  return {
    bucket,
    endpoint: text('S3_ENDPOINT'),
    region: text('S3_REGION') ?? 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: flag('S3_FORCE_PATH_STYLE', false),
  }
}

/** Every getter above, asked once: a start fails at once on a value it cannot use, naming each (server.mjs). */
export function checkConfiguration() {
  const getters = [
    ...[port, siteUrl, dataDir, firstAdmin, smtpSettings, mailFrom, mailRetryDelayMs, jobsClaimTimeoutMs, uploadMaxBytes, mediaMaxBytes],
    ...[webhooksTimeoutMs, webhooksRetryDivisor],
    ...[formRateLimit, acknowledgementLimit, viewRateLimit, viewsFlushMs, trustedProxies, pageCacheMs, astroPort, s3Settings],
  ]
  const problems = getters.flatMap((getter) => {
    try {
      getter()
      return []
    } catch (error) {
      return [error instanceof Error ? error.message : String(error)]
    }
  })
  if (problems.length) throw new Error(`The configuration cannot be used:\n- ${problems.join('\n- ')}`)
}
