/**
 * A page "with every script removed", for the bench's same-run comparison: a proxy on a free
 * loopback port in front of the site that takes every <script> element and modulepreload link out
 * of the HTML it answers and passes everything else through as it is. Pages are asked of the site
 * uncompressed and the stripped HTML is compressed again as the browser asks (br, else gzip, as the
 * site's page cache keeps a page). The side "as served" goes through the same proxy with the
 * scripts kept, so neither side alone pays the extra hop and the compression per request.
 * Alone: node scripts/bench/strip-proxy.mjs http://localhost:3500 [--keep-scripts] (prints its origin).
 */
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import http from 'node:http'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import { compression, encodingFor } from '../../src/server/pageCache.ts'
/** @import { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders } from 'node:http' */

const scriptElement = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi
const modulePreload = /<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi

/** The HTML without any script element or modulepreload link. */
export const stripScripts = (/** @type {string} */ html) => html.replace(scriptElement, '').replace(modulePreload, '')

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)
/** Compressed as the site's page cache keeps a page once it has made its best compression. */
const encoders = {
  br: (/** @type {Buffer} */ body) => brotli(body, { params: { ...compression.br.best, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (/** @type {Buffer} */ body) => gzip(body, compression.gzip.best),
}
/** @type {Record<string, ((buffer: Buffer) => Buffer) | undefined>} */
const decoders = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync, deflate: zlib.inflateSync }
/** Each page compressed once, as the site does: the bench's pages are few and unchanging. */
/** @type {Map<string, Promise<Buffer>>} */
const compressed = new Map()

const isHtml = (/** @type {IncomingHttpHeaders} */ headers) => /^text\/html\b/i.test(headers['content-type'] ?? '')

/**
 * @param {IncomingMessage} upstream
 * @param {IncomingMessage} request
 * @param {boolean} keepScripts
 */
async function rewritten(upstream, request, keepScripts) {
  /** @type {Buffer[]} */
  const chunks = []
  for await (const chunk of upstream) chunks.push(chunk)
  const raw = Buffer.concat(chunks)
  const decode = decoders[upstream.headers['content-encoding'] ?? '']
  const html = (decode ? decode(raw) : raw).toString('utf8')
  const answer = Buffer.from(keepScripts ? html : stripScripts(html))
  const encoding = encodingFor(request.headers['accept-encoding'])
  const key = `${encoding}:${createHash('sha1').update(answer).digest('base64url')}`
  if (encoding !== 'identity' && !compressed.has(key)) compressed.set(key, encoders[encoding](answer))
  const body = encoding === 'identity' ? answer : await /** @type {Promise<Buffer>} */ (compressed.get(key))
  /** @type {OutgoingHttpHeaders} */
  const headers = { ...upstream.headers, 'content-length': body.length, vary: 'Accept-Encoding' }
  delete headers['content-encoding']
  delete headers['transfer-encoding']
  delete headers.etag
  if (encoding !== 'identity') headers['content-encoding'] = encoding
  return { headers, body }
}

/**
 * Starts the proxy in front of `target` (an origin); resolves with its own origin and a close().
 * @param {string} target
 * @param {{ keepScripts?: boolean }} [options]
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>}
 */
export function startStripProxy(target, { keepScripts = false } = {}) {
  const upstreamUrl = new URL(target)
  const server = http.createServer((request, response) => {
    const wantsHtml = /text\/html/.test(request.headers.accept ?? '')
    const headers = { ...request.headers, host: upstreamUrl.host }
    if (wantsHtml) headers['accept-encoding'] = 'identity'
    const forward = http.request(upstreamUrl.origin + request.url, { method: request.method, headers }, async (upstream) => {
      try {
        if (!isHtml(upstream.headers) || request.method === 'HEAD') {
          response.writeHead(upstream.statusCode ?? 502, upstream.headers)
          upstream.pipe(response)
          return
        }
        const { headers: answerHeaders, body } = await rewritten(upstream, request, keepScripts)
        response.writeHead(upstream.statusCode ?? 502, answerHeaders)
        response.end(body)
      } catch (error) {
        response.destroy(/** @type {Error} */ (error))
      }
    })
    forward.on('error', () => response.destroy())
    request.pipe(forward)
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address())
      resolve({ origin: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(() => done())) })
    })
  })
}

/**
 * The proxy in a process of its own (off the event loop of the Lighthouse runs it serves), ended
 * with the bench. Resolves with its origin.
 * @param {string} target
 * @param {{ keepScripts?: boolean }} [options]
 * @returns {Promise<{ origin: string, close: () => void }>}
 */
export function spawnStripProxy(target, { keepScripts = false } = {}) {
  const args = [import.meta.filename, target, ...(keepScripts ? ['--keep-scripts'] : [])]
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] })
  process.on('exit', () => child.kill())
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The stripping proxy exited with ${code}`)))
    child.stdout.once('data', (line) => resolve({ origin: String(line).trim(), close: () => child.kill() }))
  })
}

if (import.meta.filename === process.argv[1]) {
  const target = process.argv[2]
  if (!target) throw new Error('usage: node scripts/bench/strip-proxy.mjs ORIGIN [--keep-scripts]')
  const { origin } = await startStripProxy(target, { keepScripts: process.argv.includes('--keep-scripts') })
  console.log(origin)
}
