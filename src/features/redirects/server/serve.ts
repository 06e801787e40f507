import { payloadClient } from '@/features/site/payload'
import { keptRead } from '@/features/site/readCache'
import { cacheTags } from '@/lib/cacheTags'
import { notFoundPath } from '@/lib/routes'
import { missAddressOf, missKindOf, referringOrigin } from '../misses'
import { redirectCacheControl } from '../protocol'
import { ruleTable, type RuleTable } from '../ruleTable'
import { servedRules, storedRedirects } from '../servedRules'
import { answerCounts } from './countsSender'

const editorCookie = /(^|;\s*)payload-token=/

/** The header a rule's answer carries from the middleware to the count (src/site/server/routeCache.ts), which removes it. */
export const ruleHeader = 'x-redirect-rule'

/**
 * The rules, read once and kept in this process's memory until a rule is saved or deleted, or a
 * page, post or case study changes address (its tags expired on every instance, as a page's are).
 */
const rules = (): Promise<RuleTable> =>
  keptRead('redirectRules', [cacheTags.redirects, cacheTags.linkTargets], async () => {
    const payload = await payloadClient()
    return ruleTable(servedRules(await storedRedirects(payload)))
  })

/** The path as rules hold it (decoded), or undefined for broken percent-encoding. */
function decodedPath(pathname: string): string | undefined {
  try {
    return decodeURI(pathname)
  } catch {
    return undefined
  }
}

/** A Location header's value: a path of this site or an address elsewhere, percent-encoded as a header must be. */
const locationHeader = (location: string) => {
  if (!location.startsWith('/')) return new URL(location).href
  const url = new URL(location, 'http://site')
  return `${url.pathname}${url.search}${url.hash}`
}

/**
 * The answer of a rule at an address the site answered 404 (`missing`, whose page a 410 keeps), or
 * null when no rule takes it (or the rules cannot be read: the 404 stands). Asked only once the site
 * found no page: a page that is found never reads the rules.
 */
export async function redirectAnswer(url: URL, missing: Response): Promise<Response | null> {
  const path = decodedPath(url.pathname)
  if (path === undefined) return null
  const table = await rules().catch(() => null)
  const match = table?.match(path, url.search)
  if (!match) return null
  const headers = { 'Cache-Control': redirectCacheControl, [ruleHeader]: String(match.rule.id) }
  if (match.location === null) {
    const gone = new Response(missing.body, { status: 410, headers: missing.headers })
    for (const [name, value] of Object.entries(headers)) gone.headers.set(name, value)
    return gone
  }
  return new Response(null, { status: match.rule.status, headers: { ...headers, Location: locationHeader(match.location) } })
}

/**
 * Counts an answer of the public pages (every one, served from the route cache or not): a 404 in
 * the not-found report, a rule's answer on its rule. Only the address, the kind of requester (by
 * its user agent, not kept) and the referring site's origin are used.
 */
export function countAnswer(request: Request, response: Response) {
  const rule = response.headers.get(ruleHeader)
  if (rule !== null) response.headers.delete(ruleHeader)
  if (request.method !== 'GET' && request.method !== 'HEAD') return
  if (rule === null && response.status !== 404) return
  // A signed-in editor's requests (Payload's session cookie) are not visitors'.
  if (editorCookie.test(request.headers.get('cookie') ?? '')) return
  const url = new URL(request.url)
  // The not-found page's own address (SPEC's not-found helper sends browsers there) is missing on purpose.
  if (rule === null && url.pathname === notFoundPath) return
  const counts = answerCounts()
  if (rule !== null) counts.hit(/^\d+$/.test(rule) ? Number(rule) : rule)
  else {
    const path = missAddressOf(url)
    counts.miss(path, missKindOf(path, request.headers.get('user-agent')), referringOrigin(request.headers.get('referer')))
  }
}
