/**
 * Which server answers an address, by its first segment (server.mjs's proxy and src/lib/routes.ts
 * read the same lists). No page may take one of these segments as its
 * address: it would never be served (routes.test.ts compares them with src/app and src/site/pages).
 */

/** Next's: the admin, its REST API and the forms' endpoints, Next's own files and the probes. */
export const nextSegments = ['admin', 'api', '_next', 'healthz', 'readyz']

/**
 * Astro's own templates and files besides the pages at /{slug}: the blog, the portfolio, search, the
 * not-found page, the feeds, the icons, the editors' preview (/next/preview) and Astro's built files.
 */
export const astroSegments = [
  'blog',
  'portfolio',
  'portfolio-detail',
  'portfolios',
  'search',
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
  'internal',
]
