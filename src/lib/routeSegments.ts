/**
 * Which server answers an address, by its first segment: the one routing table that server.mjs's
 * proxy (src/server/astroProxy.ts), its page cache (src/server/pageCache.ts), its body limits
 * (src/server/bodyLimits.ts), the public pages' middleware (src/site/middleware.ts) and
 * src/lib/routes.ts read. No page may take one of these segments as its address: it would never be
 * served (routes.test.ts compares them with src/app and src/site/pages).
 */

/** Payload's REST API and the forms' endpoints (Next's). */
export const apiSegment = 'api'

/** Next's: the admin, its REST API and the forms' endpoints, Next's own files and the probes. */
export const nextSegments = ['admin', apiSegment, '_next', 'healthz', 'readyz']

/** Astro's loopback-only endpoints (expiring cached pages, readiness): never reachable from the public port. */
export const loopbackOnlySegment = 'internal'

/** Astro's templates that have a page in every language: the blog, the portfolio, search. */
const localizedSegments = ['blog', 'portfolio', 'portfolios', 'search']

/**
 * Astro's files and machinery, the same in every language (under /ar they are not found): the
 * not-found page, the feeds, the icons, the editors' preview (/next/preview), Astro's built files
 * and its loopback-only endpoints (/internal: expiring cached pages, readiness).
 */
export const sharedSegments = [
  'portfolio-detail',
  'error_404',
  'rss.xml',
  'sitemap.xml',
  'robots.txt',
  'icon.svg',
  'apple-icon.png',
  'favicon.ico',
  'icons',
  'next',
  '_astro',
  loopbackOnlySegment,
]

/** Astro's own templates and files besides the pages at /{slug}. */
export const astroSegments = [...localizedSegments, ...sharedSegments]

/** The first segment of an address ('' for the home page). */
export const firstSegment = (pathname: string) => pathname.split('/', 2)[1] ?? ''

/** Whether Next answers this address (the admin, the API, Next's files, the probes). */
export const servedByNext = (pathname: string) => nextSegments.includes(firstSegment(pathname))
