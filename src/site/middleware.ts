/**
 * A page is kept in the route cache under the tags of everything its render read. Reads run
 * while React renders, after the route's frontmatter: the page is rendered whole here (inside the
 * request's tag collector, src/features/site/pageContext.ts) and its tags handed to the cache before Astro applies it.
 * The cache's Cache-Tag and CDN-Cache-Control headers are Astro's to read: it removes them from the
 * response it sends. Every answer gets the site's security headers, and a page its Cache-Control.
 */
import type { APIContext, MiddlewareNext } from 'astro'
import { defineMiddleware } from 'astro:middleware'

import { providerSources } from '@/features/consent/tags'
import { keptRead } from '@/features/site/readCache'
import { getConsentTags } from '@/features/site/queries'
import { cacheTags } from '@/lib/cacheTags'
import { contentSecurityPolicy, securityHeaders } from '@/lib/securityHeaders'
import { withRenderReads } from '@/features/site/pageContext'
import { answerInContext } from '@/features/site/pageContext'
import { defaultLocale } from '@/lib/locales'
import { languageOfPath } from '@/lib/localePaths'
import { firstSegment, loopbackOnlySegment, sharedSegments } from '@/lib/routeSegments'
import { redirectAnswer } from '@/features/redirects/server/serve'
import { redirectCacheControl } from '@/features/redirects/protocol'

/** What Next's headers() gives the public pages (next.config.ts), computed once. */
const siteHeaders = securityHeaders('site')

/**
 * A page's policy: the site's, with the hosts of the tags a visitor may consent to (none until
 * Settings › Analytics names one), kept in memory until those settings are saved. Unread (the
 * database down: the error page), it allows no other host.
 */
const pagePolicy = () =>
  keptRead('pagePolicy', [cacheTags.analytics], async () => contentSecurityPolicy('site', providerSources(await getConsentTags()))).catch(() =>
    contentSecurityPolicy('site'),
  )

/** As Next answers a page regenerated hourly: shared caches may keep it an hour, then serve it stale while it refreshes. */
const pageCacheControl = 'public, s-maxage=3600, stale-while-revalidate=31532400'
/** A missing page, for a minute: a page published at its address must not wait for shared caches' hour. */
const missingCacheControl = 'public, max-age=0, s-maxage=60'


export const onRequest = defineMiddleware((context, next) => {
  // The address asked for, before a rewrite (another language's, a missing page's) changes the context's.
  const asked = new URL(context.url)
  // A page in another language is answered by the English page's route, rendered in that language ('/ar/about-us' by /about-us's).
  const { locale, path } = languageOfPath(asked.pathname)
  const route: MiddlewareNext =
    locale === defaultLocale ? next : () => next(sharedSegments.includes(firstSegment(path)) ? '/404' : `${path}${asked.search}`)
  return answerInContext(context.request, locale, () => answer(context, route, asked))
})

async function answer(context: APIContext, next: MiddlewareNext, asked: URL) {
  const { pathname, search } = asked
  // One address a page, as Next had it: with a trailing slash, permanently the same without (and never another host's: '//host/').
  const response =
    pathname.length > 1 && pathname.endsWith('/')
      ? context.redirect(`/${pathname.replace(/^\/+|\/+$/g, '')}${search}`, 308)
      : await orRedirected(context, asked, await keptUnderTags(context, next))
  for (const { key, value } of siteHeaders) response.headers.set(key, value)
  if (response.headers.get('content-type') === 'text/html') {
    response.headers.set('content-type', 'text/html; charset=utf-8')
    response.headers.set('Content-Security-Policy', await pagePolicy())
    // internals: astro-route-cache
    // A page its route keeps may be kept by shared caches too; any other (an editor's preview) by no one.
    if (context.cache.options.maxAge !== undefined) response.headers.set('cache-control', response.status === 404 ? missingCacheControl : response.status === 410 ? redirectCacheControl : pageCacheControl)
    else if (!response.headers.has('cache-control')) response.headers.set('cache-control', 'private, no-store')
  }
  return response
}

/** A page its route asked to keep (`Astro.cache.set({ maxAge })`) is kept under the tags of every read its render made. */
async function keptUnderTags(context: APIContext, next: MiddlewareNext) {
  if (context.request.method !== 'GET' || !context.cache.enabled) return next()
  const { tags, result } = withRenderReads(async () => {
    const response = await next()
    if (!response.headers.get('content-type')?.startsWith('text/html')) return response
    // Read whole, so that every read of the render, streamed or not, has been made.
    const body = await response.arrayBuffer()
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers })
  })
  const response = await result
  // A 404 is kept until a redirect is saved or deleted (src/features/redirects): a rule may answer its address.
  if (response.status === 404) tags.add(cacheTags.redirects)
  // internals: astro-route-cache
  if (context.cache.options.maxAge !== undefined && tags.size > 0) context.cache.set({ tags: [...tags] })
  return response
}

/** Where the site has no page (404), a redirect may answer (src/features/redirects/server/serve.ts); a page that is found never looks. */
async function orRedirected(context: APIContext, asked: URL, response: Response): Promise<Response> {
  if (response.status !== 404 || (asked.pathname.split('/')[1] ?? '') === loopbackOnlySegment) return response
  const redirected = await redirectAnswer(asked, response)
  if (!redirected) return response
  // internals: astro-route-cache
  // Not kept by the route cache, which keys an address without its campaign tags (utm_*): a redirect carries them on.
  context.cache.set(false)
  return redirected
}
