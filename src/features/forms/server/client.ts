import crypto from 'node:crypto'

import { payloadSecret } from '@/cms/env'

/**
 * The client's address: the last X-Forwarded-For entry, the one the nearest proxy (or Next's own
 * server, from the socket) wrote. Without a proxy in front, a client can choose this value.
 */
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')
  return forwarded?.split(',').at(-1)?.trim() || 'unknown'
}

/** Leads keep a keyed hash of the address, never the address itself. */
export const hashAddress = (address: string) =>
  crypto.createHmac('sha256', payloadSecret()).update(`ip:${address}`).digest('hex').slice(0, 32)

/** The path of our page the form was sent from, when the browser says so. */
export function sourcePage(request: Request): string | undefined {
  const referer = request.headers.get('referer')
  if (!referer) return undefined
  try {
    const url = new URL(referer)
    return url.host === (request.headers.get('host') ?? '') ? url.pathname + url.search : undefined
  } catch {
    return undefined
  }
}

export const userAgent = (request: Request) => request.headers.get('user-agent')?.slice(0, 400) ?? undefined
