/**
 * SPIKE: a page is kept in the route cache under the tags of everything its render read. Reads run
 * while React renders, after the route's frontmatter: the page is rendered whole here (inside the
 * request's tag collector, renderTags.ts) and its tags handed to the cache before Astro applies it.
 * The cache's Cache-Tag and CDN-Cache-Control headers are Astro's to read: it removes them from the
 * response it sends.
 */
import { defineMiddleware } from 'astro:middleware'

import { withRenderTags } from './server/renderTags'

export const onRequest = defineMiddleware(async (context, next) => {
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
})
