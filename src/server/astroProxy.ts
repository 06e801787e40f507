/**
 * The public pages, which Astro renders on its own process on loopback (ASTRO_ORIGIN), behind
 * server.mjs: every address but Next's (the admin, /api, the forms' endpoints, the probes), whose
 * first segments src/lib/routeSegments.ts lists for this module and src/lib/routes.ts alike.
 */
import http from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'

import { firstSegment, loopbackOnlySegment, servedByNext } from '../lib/routeSegments.ts'
import { clientAddressHeader } from './clientAddress.ts'

/** Whether Astro answers this address from the public port: any but Next's and Astro's loopback-only ones. */
export const servedByAstro = (pathname: string) => !servedByNext(pathname) && firstSegment(pathname) !== loopbackOnlySegment

/**
 * Passes the request to Astro as it is, streaming both ways (what the page cache does not keep), with
 * the client's address server.mjs worked out as the only X-Forwarded-For entry.
 */
export function proxyTo(origin: string) {
  const { hostname, port } = new URL(origin)
  return (req: IncomingMessage, res: ServerResponse) => {
    const headers = { ...req.headers, 'x-forwarded-for': req.headers[clientAddressHeader] }
    const upstream = http.request({ hostname, port, method: req.method, path: req.url, headers }, (answer) => {
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
