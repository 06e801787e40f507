/**
 * The production server, one public port: the public pages are Astro's, rendered by its server in a
 * child process on loopback (src/server/astroProcess.ts; which addresses, src/server/astroProxy.ts),
 * its built files answered from disk (src/server/builtFiles.ts); the admin, /api and the forms'
 * endpoints are Next's (Payload), in this process. A plain Node HTTP server in front of both first
 * - tells the app the client's real address (x-client-address, from the socket, or from the
 *   X-Forwarded-For entries of TRUSTED_PROXIES proxies), overwriting whatever the client sent;
 * - answers 400 to an address with broken percent-encoding, which Next would answer with a 500;
 * - sends a page of the admin asked for at another host than SITE_URL's there (src/server/adminAddress.ts);
 * - refuses a body whose declared length passes the limit of its /api route (413) before reading it,
 *   closing so that the client still reads the refusal (src/server/lingeringClose.ts);
 * - bounds how long a client may take to send its headers and its request;
 * - answers public pages from memory for a second at a time, compressed once (src/server/pageCache.ts;
 *   PAGE_CACHE_MS=0 turns that off);
 * - answers the public pictures and videos from the data folder when they are kept there
 *   (src/server/publicFiles.ts), Payload answering any other file;
 * - collects its garbage once it has been idle a few seconds after serving, and has the public pages'
 *   server collect its own (src/server/collectWhenIdle.ts).
 * Once listening it asks its own /readyz, which starts Payload and the job queue that sends mail
 * (unless JOBS_AUTORUN=false): the only job runner, the public pages' server runs none.
 * On SIGTERM or SIGINT it stops accepting, lets requests in flight and the running job finish, and
 * exits (30 s at most; src/server/gracefulShutdown.ts).
 */
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import next from 'next'
/** @import { IncomingMessage, ServerResponse } from 'node:http' */

import { checkConfiguration, jobsAutorun, pageCacheMs, port as publicPort, siteUrl, trustedProxies } from './src/cms/env.ts'
import { byteSize } from './src/lib/byteSize.ts'
import { adminElsewhere } from './src/server/adminAddress.ts'
import { bodyLimitOf } from './src/server/bodyLimits.ts'
import { closeLingering } from './src/server/lingeringClose.ts'
import { clientAddressHeader, clientAddressOf } from './src/server/clientAddress.ts'
import { collectAllGarbage, collectWhenIdle } from './src/server/collectWhenIdle.ts'
import { gracefulShutdown } from './src/server/gracefulShutdown.ts'
import { pageCache } from './src/server/pageCache.ts'
import { proxyTo, servedByAstro } from './src/server/astroProxy.ts'
import { startAstro } from './src/server/astroProcess.ts'
import { builtFiles } from './src/server/builtFiles.ts'
import { publicFiles } from './src/server/publicFiles.ts'

// A value the site cannot use stops the start here, naming it, rather than failing requests later.
try {
  checkConfiguration()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
const port = publicPort()
const hops = trustedProxies()
const site = siteUrl()
const dir = path.dirname(new URL(import.meta.url).pathname)
// The configuration the build resolved, as Next's standalone server takes it: loading next.config.ts
// again would compile it with SWC, whose native compiler then stays in the server's memory (26 MB).
const { config } = JSON.parse(fs.readFileSync(path.join(dir, '.next', 'required-server-files.json'), 'utf8'))
// internals: next-standalone-config
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config)
const app = next({ dev: false, dir, port, conf: config })
const handle = app.getRequestHandler()
// The public pages' server starts beside Next (src/server/astroProcess.ts).
const [{ origin: astroOrigin, collectGarbage: astroCollectGarbage }] = await Promise.all([startAstro({ root: dir, appOrigin: `http://127.0.0.1:${port}` }), app.prepare()])
const freshMs = pageCacheMs()
const servePage = freshMs > 0 ? pageCache({ origin: astroOrigin, freshMs }) : async () => false
const passToAstro = proxyTo(astroOrigin)
const serveBuiltFile = builtFiles(path.join(dir, '.astro-dist', 'client'))
const servePublicFile = publicFiles()

/**
 * A path with broken percent-encoding ('/blog/%') is the client's error; Next would answer 500.
 * @param {string} pathname
 * @param {ServerResponse} res
 */
function refuseMalformed(pathname, res) {
  try {
    decodeURIComponent(pathname)
    return false
  } catch {
    res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
    res.end('The address is malformed.')
    return true
  }
}

/**
 * The admin works at SITE_URL only (src/server/adminAddress.ts): asked for at another host, it is sent there.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 */
function redirectAdminElsewhere(req, res) {
  const location = adminElsewhere(req, site)
  if (!location) return false
  res.writeHead(307, { Location: location, 'Cache-Control': 'no-store' })
  res.end()
  return true
}

/**
 * @param {string} pathname
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 */
function refuseOversized(pathname, req, res) {
  const limit = bodyLimitOf(pathname)
  if (limit === undefined || !(Number(req.headers['content-length']) > limit)) return false
  res.writeHead(413, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', Connection: 'close' })
  closeLingering(res)
  res.end(JSON.stringify({ error: `The request body is larger than ${byteSize(limit)}.` }))
  return true
}

const server = http.createServer((req, res) => {
  req.headers[clientAddressHeader] = clientAddressOf(req.socket.remoteAddress, req.headers['x-forwarded-for'], hops)
  const { pathname } = new URL(req.url ?? '/', 'http://site')
  if (refuseMalformed(pathname, res) || refuseOversized(pathname, req, res) || redirectAdminElsewhere(req, res)) return
  if (servedByAstro(pathname)) {
    serveBuiltFile(req, res, () =>
      servePage(req, res).then(
        (served) => {
          if (!served) passToAstro(req, res)
        },
        () => passToAstro(req, res),
      ),
    )
    return
  }
  servePublicFile(req, res, () => handle(req, res))
})
server.headersTimeout = 20_000
server.requestTimeout = 5 * 60_000
collectWhenIdle(server, undefined, () => {
  collectAllGarbage()
  astroCollectGarbage()
})

gracefulShutdown(server)

server.listen(port, async () => {
  console.log(`Serving on http://localhost:${port}`)
  if (!jobsAutorun()) return
  // Payload, and its job queue, start with their first use: here, so that queued mail goes out without waiting for a visitor.
  const readiness = await fetch(`http://127.0.0.1:${port}/readyz`).then(
    (response) => response.json(),
    (error) => ({ ready: false, error: String(error) }),
  )
  if (readiness.ready) console.log('Ready')
  else console.error('Not ready yet', JSON.stringify(readiness))
})
