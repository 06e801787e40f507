import { tokenCookie, tokenHeader } from '../protocol'
import { Refusal } from './respond'
import { isValidToken } from './token'

/** The origin this site answers on, as the browser names it. */
export function ownOrigin(request: Request): string {
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? new URL(request.url).host
  const proto = request.headers.get('x-forwarded-proto') ?? new URL(request.url).protocol.replace(':', '')
  return `${proto.split(',')[0]!.trim()}://${host.split(',')[0]!.trim()}`
}

export function cookie(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return decodeURIComponent(value.join('='))
  }
  return undefined
}

const markedAsScript = (request: Request) => request.headers.get('x-requested-with') === 'XMLHttpRequest'

/**
 * A form a browser posted by itself (no JavaScript, or before the page's script arrived): no
 * SPEC §7 marker header, and a body only an HTML form sends. It is answered with a page.
 */
export function isPlainPost(request: Request): boolean {
  const type = request.headers.get('content-type') ?? ''
  return !markedAsScript(request) && (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data'))
}

/**
 * Refuses what is not a same-site request from our own pages: another origin or a cross-site
 * fetch; and, from a script, no marker header. A plain post must name its origin (browsers send
 * Origin with every form they post), or say by Fetch Metadata that it came from our own pages.
 */
export function checkSameSite(request: Request): void {
  const plain = isPlainPost(request)
  if (!plain && !markedAsScript(request)) throw new Refusal(403, 'Missing the X-Requested-With: XMLHttpRequest header.')
  const fetchSite = request.headers.get('sec-fetch-site')
  if (fetchSite && fetchSite !== 'same-origin') throw new Refusal(403, 'Cross-site requests are not accepted.')
  const origin = request.headers.get('origin')
  if (origin && origin !== ownOrigin(request)) throw new Refusal(403, 'Requests from another origin are not accepted.')
  if (plain && !origin && fetchSite !== 'same-origin') throw new Refusal(403, 'A form must say which site sent it.')
}

/** The token of the form, its echo in the header and the cookie must be one valid token. */
export function checkToken(request: Request, bodyToken: unknown): void {
  const fromCookie = cookie(request, tokenCookie)
  const fromHeader = request.headers.get(tokenHeader)
  if (!isValidToken(fromCookie) || fromHeader !== fromCookie || bodyToken !== fromCookie) {
    throw new Refusal(403, 'The form has expired. Reload the page and try again.')
  }
}
