import sirv from 'sirv'

/** Astro's hashed build files: a name changes whenever the content does. */
const hashedPaths = /^\/_astro\//

/**
 * The files of Astro's client build (its scripts and styles under /_astro/, the public folder's
 * files), answered from disk: precompressed Brotli or gzip where the client takes it
 * (scripts/precompress.mjs writes them at build time), hashed files kept for a year.
 * Calls `next` for any other address.
 */
export function builtFiles(folder: string) {
  return sirv(folder, {
    dev: false,
    etag: true,
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', hashedPaths.test(pathname) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600')
      res.setHeader('X-Content-Type-Options', 'nosniff')
    },
  })
}
