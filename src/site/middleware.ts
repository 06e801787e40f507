/**
 * SPIKE: a page is kept in the route cache under the tags of everything its render read. Reads run
 * while React renders, after the route's frontmatter: the page is rendered whole here (inside the
 * request's tag collector, renderTags.ts) and its tags handed to the cache before Astro applies it.
 * The cache's Cache-Tag and CDN-Cache-Control headers are Astro's to read: it removes them from the
 * response it sends. Every answer gets the site's security headers, and a page the Cache-Control Next gives it.
 */
import type { APIContext, MiddlewareNext } from 'astro'
import { defineMiddleware } from 'astro:middleware'

import { securityHeaders } from '@/lib/securityHeaders'
import { withRenderTags } from './server/renderTags'

/** What Next's headers() gives the public pages (next.config.ts), computed once. */
const siteHeaders = securityHeaders('site')

/** As Next answers a page regenerated hourly: shared caches may keep it an hour, then serve it stale while it refreshes. */
const pageCacheControl = 'public, s-maxage=3600, stale-while-revalidate=31532400'

export const onRequest = defineMiddleware(async (context, next) => {
  const response = await keptUnderTags(context, next)
  for (const { key, value } of siteHeaders) response.headers.set(key, value)
  if (response.headers.get('content-type') === 'text/html') {
    response.headers.set('content-type', 'text/html; charset=utf-8')
    if (response.status === 200 && context.request.method === 'GET') response.headers.set('cache-control', pageCacheControl)
  }
  return response
})

async function keptUnderTags(context: APIContext, next: MiddlewareNext) {
  if (context.request.method !== 'GET' || !context.cache.enabled) return next()
  const { tags, names, result } = withRenderTags(async () => {
    const response = await next()
    if (!response.headers.get('content-type')?.startsWith('text/html')) return response
    const body = await response.arrayBuffer()
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers })
  })
  const response = await result
  if (process.env.SPIKE_LOG_READS) console.log(context.url.pathname, `${names.length} reads:`, names.join(' '))
  // SPIKE: ROUTE_CACHE=off renders every request (to measure rendering itself).
  if (process.env.ROUTE_CACHE === 'off') context.cache.set(false)
  else if (tags.size > 0) context.cache.set({ tags: [...tags] })
  return response
}
