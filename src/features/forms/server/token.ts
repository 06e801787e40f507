import crypto from 'node:crypto'

import { payloadSecret } from '@/cms/env'

/**
 * Anti-forgery tokens: a random value and its HMAC under the site secret. The browser keeps one
 * in a cookie and echoes it in a header and in the form's token field (double submit); the server
 * accepts a request only when all three agree and the signature is ours. Pages stay static: the
 * token is fetched by the form, never baked into the HTML.
 */
const sign = (value: string) => crypto.createHmac('sha256', payloadSecret()).update(`form-token:${value}`).digest('base64url')

export function issueToken(): string {
  const value = crypto.randomBytes(18).toString('base64url')
  return `${value}.${sign(value)}`
}

export function isValidToken(token: unknown): token is string {
  if (typeof token !== 'string' || token.length > 200) return false
  const [value, signature, extra] = token.split('.')
  if (!value || !signature || extra !== undefined) return false
  const expected = Buffer.from(sign(value))
  const given = Buffer.from(signature)
  return expected.length === given.length && crypto.timingSafeEqual(expected, given)
}
