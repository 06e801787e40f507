import crypto from 'node:crypto'

import { payloadSecret } from '@/cms/env'
import { singleLine } from '../cleanText'
import { pageField } from '../protocol'
import { clientAddressHeader } from '@/server/clientAddress'

/**
 * The client's address, as server.mjs found it from the socket (and the TRUSTED_PROXIES it was told
 * to believe). It overwrites whatever a client sends in this header, so a client cannot choose it.
 */
export const clientAddress = (request: Request): string => request.headers.get(clientAddressHeader) || 'unknown'

/** A keyed hash of a visitor's identifier (`kind` keeps hashes of different things apart). */
export const hashValue = (kind: string, value: string) =>
  crypto.createHmac('sha256', payloadSecret()).update(`${kind}:${value}`).digest('hex').slice(0, 32)

/** Leads keep a keyed hash of the address, never the address itself. */
export const hashAddress = (address: string) => hashValue('ip', address)

/** A path of this site ('/contact'), or undefined for anything else ('//evil.example', 'https://…'). */
function localPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined
  try {
    const url = new URL(value, 'http://site')
    return url.host === 'site' ? singleLine(url.pathname + url.search) : undefined
  } catch {
    return undefined
  }
}

/**
 * The path of our page the form was sent from: the one a page answering a plain post names in the
 * form (the address bar then shows the endpoint), else the one the browser says it came from.
 */
export const sourcePage = (request: Request, fields: Record<string, unknown> = {}): string | undefined =>
  localPath(fields[pageField]) ?? refererPage(request)

function refererPage(request: Request): string | undefined {
  const referer = request.headers.get('referer')
  if (!referer) return undefined
  try {
    const url = new URL(referer)
    return url.host === (request.headers.get('host') ?? '') ? singleLine(url.pathname + url.search) : undefined
  } catch {
    return undefined
  }
}

export const userAgent = (request: Request) => {
  const agent = request.headers.get('user-agent')
  return agent ? singleLine(agent).slice(0, 400) : undefined
}
