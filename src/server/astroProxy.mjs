/**
 * SPIKE (issue 25): the public pages Astro renders, on its own process on loopback (ASTRO_ORIGIN),
 * behind server.mjs. Which addresses are Astro's is decided here, route by route as they move: for
 * now the home page, the pages at /{slug} and Astro's built files (/_astro/). Everything else
 * (the admin, /api, the forms' endpoints, the routes not moved yet) stays with Next.
 */
import http from 'node:http'

/**
 * First segments Next answers: siteRouteSegments of src/lib/routes.ts (a .ts module, which this
 * plain Node module cannot import; the full move would put that list in a .mjs, as notFoundPath.mjs).
 */
const reserved = new Set(['admin', 'api', '_next', 'blog', 'portfolio', 'portfolio-detail', 'portfolios', 'search', 'error_404',
  'healthz', 'readyz', 'rss.xml', 'sitemap.xml', 'robots.txt', 'icon.svg', 'apple-icon.png', 'favicon.ico', 'icons', 'next'])

/** Whether Astro answers this address. */
export function servedByAstro(pathname) {
  if (pathname === '/' || pathname.startsWith('/_astro/')) return true
  const match = /^\/([a-z0-9][a-z0-9-]*)$/.exec(pathname)
  return Boolean(match && !reserved.has(match[1]))
}

/** Passes the request to Astro as it is, streaming both ways (its built files, what the page cache does not keep). */
export function proxyTo(origin) {
  const { hostname, port } = new URL(origin)
  return (req, res) => {
    const upstream = http.request({ hostname, port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
    })
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' })
      res.end('The page could not be rendered.')
    })
    req.pipe(upstream)
  }
}
