import { tokenCookie, tokenHeader } from '../definitions'
import { Refusal } from './respond'
import { isValidToken } from './token'

/** The origin this site answers on, as the browser names it. */
function ownOrigin(request: Request): string {
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

/**
 * Refuses what is not a same-site request from our own pages: no marker header, another origin,
 * or a cross-site fetch.
 */
export function checkSameSite(request: Request): void {
  if (request.headers.get('x-requested-with') !== 'XMLHttpRequest') {
    throw new Refusal(403, 'Missing the X-Requested-With: XMLHttpRequest header.')
  }
  const fetchSite = request.headers.get('sec-fetch-site')
  if (fetchSite && fetchSite !== 'same-origin') throw new Refusal(403, 'Cross-site requests are not accepted.')
  const origin = request.headers.get('origin')
  if (origin && origin !== ownOrigin(request)) throw new Refusal(403, 'Requests from another origin are not accepted.')
}

/** The token of the form, its echo in the header and the cookie must be one valid token. */
export function checkToken(request: Request, bodyToken: unknown): void {
  const fromCookie = cookie(request, tokenCookie)
  const fromHeader = request.headers.get(tokenHeader)
  if (!isValidToken(fromCookie) || fromHeader !== fromCookie || bodyToken !== fromCookie) {
    throw new Refusal(403, 'The form has expired. Reload the page and try again.')
  }
}
