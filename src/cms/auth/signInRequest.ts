import { clientAddress, hashValue } from '@/features/forms/server/client'
import { Users } from '../collections/Users'
import type { Keys, SignInCall } from './signInLimiters'

const calls: Record<string, SignInCall> = { login: 'login', 'forgot-password': 'forgotPassword' }

/** Which sign-in call a REST request to /api/[...slug] is, if any. */
export function signInCallOf(method: string, slug: string[] | undefined): SignInCall | null {
  if (method !== 'POST' || slug?.length !== 2 || slug[0] !== Users.slug) return null
  return calls[slug[1]!] ?? null
}

/**
 * The email address as Payload will read it from the body (JSON, or the admin's multipart form
 * with a `_payload` field), lower-cased and trimmed as Payload does. '' when there is none or
 * the body cannot be read: those attempts share one count.
 */
// internals: sign-in-throttle
async function submittedAddress(contentTypeHeader: string, body: ArrayBuffer): Promise<string> {
  const [contentType] = contentTypeHeader.split(';', 1)
  try {
    let data: unknown
    if (contentType === 'application/json') data = JSON.parse(new TextDecoder().decode(body))
    else if (contentType?.includes('multipart/')) {
      const form = await new Response(body, { headers: { 'content-type': contentTypeHeader } }).formData()
      const payloadField = form.get('_payload')
      data = typeof payloadField === 'string' ? JSON.parse(payloadField) : undefined
    }
    const email = (data as { email?: unknown } | undefined)?.email
    return typeof email === 'string' ? email.toLowerCase().trim() : ''
  } catch {
    return ''
  }
}

/**
 * Reads the request once: the keys to count it under, whether it names an address, and a copy
 * of the request for Payload to read.
 */
export async function readSignInRequest(request: Request): Promise<{ keys: Keys; address: string; request: Request }> {
  const body = await request.arrayBuffer()
  const address = await submittedAddress(request.headers.get('content-type') ?? '', body)
  return {
    // Keys never hold an address itself: a keyed hash of it.
    keys: { address: hashValue('email', address), client: hashValue('ip', clientAddress(request)) },
    address,
    request: new Request(request.url, { method: request.method, headers: request.headers, body }),
  }
}
