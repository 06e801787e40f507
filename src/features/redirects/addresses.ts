import { maxAddressLength, prefixMark } from './protocol'
import { firstSegment, loopbackOnlySegment, nextSegments } from '@/lib/routeSegments'

/** Refusal or the value as it is kept. */
export type Checked = { ok: true; value: string } | { ok: false; message: string }

const controlCharacter = /[\u0000-\u001f\u007f-\u009f]/
const refuse = (message: string): Checked => ({ ok: false, message })

/** Decoded percent-encoding ('/%D9%85' → '/م'), or undefined when broken. */
function decoded(path: string): string | undefined {
  try {
    return decodeURI(path)
  } catch {
    return undefined
  }
}

/** A query's parameters in one order, so that `?b=2&a=1` and `?a=1&b=2` are the same address. */
export const sortedQuery = (search: string): string => {
  const params = new URLSearchParams(search)
  params.sort()
  const query = params.toString()
  return query ? `?${query}` : ''
}

/** The first segments no public page answers (the admin, the API, Astro's files and loopback endpoints). */
const notPageSegments = new Set([...nextSegments, loopbackOnlySegment, '_astro'])

/**
 * A `from` as it is kept: a path of this site (an address of `siteOrigin` written whole is taken as
 * its path), decoded, without a trailing slash or fragment, its query's parameters sorted, and
 * `/*` kept at the end of a prefix rule. Refused with the reason an editor reads.
 */
export function normalizeFrom(input: unknown, siteOrigin: string): Checked {
  if (typeof input !== 'string' || !input.trim()) return refuse('Give the old address, a path such as /old-page.')
  const raw = input.trim()
  if (controlCharacter.test(raw)) return refuse('The old address holds a control character (a tab, a line break or similar): remove it.')
  if (raw.length > maxAddressLength) return refuse(`The old address is longer than ${maxAddressLength} characters.`)
  let pathAndQuery = raw
  if (/^[a-z][a-z0-9+.-]*:/i.test(raw)) {
    let url: URL
    try {
      url = new URL(raw)
    } catch {
      return refuse('The old address is not a path of this site: write it as /old-page.')
    }
    if (url.origin !== new URL(siteOrigin).origin) return refuse(`The old address must be on this site (${new URL(siteOrigin).host}): write it as a path, such as /old-page.`)
    pathAndQuery = `${url.pathname}${url.search}`
  }
  if (!pathAndQuery.startsWith('/') || pathAndQuery.startsWith('//')) return refuse('The old address must be a path of this site, starting with a single /: such as /old-page.')
  const [beforeFragment = ''] = pathAndQuery.split('#', 1)
  const queryAt = beforeFragment.indexOf('?')
  let path = queryAt < 0 ? beforeFragment : beforeFragment.slice(0, queryAt)
  const query = queryAt < 0 ? '' : sortedQuery(beforeFragment.slice(queryAt + 1))
  const prefix = path.endsWith(prefixMark)
  if (prefix) path = path.slice(0, -prefixMark.length) || '/'
  if (path.includes('*')) return refuse('A * may only end an old address, after a /: /old-blog/* moves everything under /old-blog.')
  if (prefix && query) return refuse('A prefix rule (ending in /*) cannot name a query.')
  const plain = decoded(path)
  if (plain === undefined) return refuse('The old address has broken percent-encoding (a % not followed by two hexadecimal digits).')
  if (controlCharacter.test(plain)) return refuse('The old address holds a control character (a tab, a line break or similar): remove it.')
  const trimmed = plain.length > 1 ? plain.replace(/\/+$/, '') || '/' : plain
  if (notPageSegments.has(firstSegment(trimmed))) return refuse(`${trimmed} is not an address of the public site (the admin, the API or the site’s own files): no redirect can serve there.`)
  if (prefix) return { ok: true, value: trimmed === '/' ? prefixMark : `${trimmed}${prefixMark}` }
  return { ok: true, value: `${trimmed}${query}` }
}

/**
 * A `to` as it is kept: a path of this site (decoded, `/*` at its end dropped), or an absolute
 * http(s) address elsewhere; any other scheme (`javascript:`, `data:`, `mailto:`) is refused.
 */
export function normalizeTo(input: unknown, siteOrigin: string): Checked {
  if (typeof input !== 'string' || !input.trim()) return refuse('Give the new address, or pick a page, post or case study.')
  const raw = input.trim()
  if (controlCharacter.test(raw)) return refuse('The new address holds a control character (a tab, a line break or similar): remove it.')
  if (raw.length > maxAddressLength) return refuse(`The new address is longer than ${maxAddressLength} characters.`)
  if (raw.startsWith('//')) return refuse('Write an address elsewhere whole, with https://.')
  if (raw.startsWith('/')) {
    const plain = decoded(raw)
    if (plain === undefined) return refuse('The new address has broken percent-encoding (a % not followed by two hexadecimal digits).')
    const address = plain.endsWith(prefixMark) ? plain.slice(0, -prefixMark.length) || '/' : plain
    // Without a trailing slash, as the site answers it ('/new/' is sent on to '/new'): a loop through it is seen.
    const path = address.split(/[?#]/, 1)[0]!
    return { ok: true, value: `${path.length > 1 ? path.replace(/\/+$/, '') || '/' : path}${address.slice(path.length)}` }
  }
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return refuse('The new address must start with / (a page of this site) or https:// (another site).')
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return refuse(`A redirect may only lead to an http or https address, not ${url.protocol}.`)
  if (url.origin === new URL(siteOrigin).origin) return normalizeTo(`${url.pathname}${url.search}${url.hash}`, siteOrigin)
  return { ok: true, value: url.href }
}

/** Whether a kept `from` is a prefix rule, and the path it covers ('/old-blog/*' → '/old-blog'). */
export function prefixOf(from: string): string | undefined {
  if (!from.endsWith(prefixMark)) return undefined
  return from.slice(0, -prefixMark.length)
}

/** The path of an address of this site, without its query or fragment; undefined for an address elsewhere. */
export const pathOfAddress = (address: string): string | undefined => (address.startsWith('/') ? address.split(/[?#]/, 1)[0] : undefined)
