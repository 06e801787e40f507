/**
 * What each cache in front of a page's render pays (src/site/README.md draws them), measured by
 * turning them off from the outside, one more at a time, in the same run:
 * - the page cache of server.mjs skips any request with the admin's cookie (here a made-up one);
 * - Astro's route cache keys a page by the search's parameters (the only ones a page reads, src/lib/routes.ts):
 *   a new `q` each request is a miss each time, and fills the route cache to its bound (500 pages).
 * The kept reads (readCache.ts) behind them cannot be turned off from outside: measured once with
 * them patched out (docs/benchmarks.md, "The caches in front of a render").
 */
import { searchParamNames } from '../../src/lib/searchParams.ts'

const layers = [
  { name: 'every layer', cookie: undefined, fresh: false },
  { name: 'no page cache (server.mjs)', cookie: 'payload-token=bench', fresh: false },
  { name: 'no page cache, no route cache (Astro)', cookie: 'payload-token=bench', fresh: true },
]

/**
 * @param {(url: string, options?: object) => Promise<{ rps: number, p99: number, errors: number }>} load
 * @param {string} origin
 * @param {string} page
 */
export async function measureLayers(load, origin, page) {
  const rows = []
  let request = 0
  for (const { name, cookie, fresh } of layers) {
    const headers = cookie ? { cookie } : {}
    const requests = fresh ? [{ setupRequest: (/** @type {object} */ sent) => ({ ...sent, path: `${page}?${searchParamNames.query}=layers-${++request}` }) }] : undefined
    const measured = await load(`${origin}${page}`, { headers, requests })
    rows.push({ page, name, ...measured })
  }
  return rows
}
