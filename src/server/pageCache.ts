import { createHash } from 'node:crypto'
import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import { LRUCache } from 'lru-cache'

import { servedByNext } from '../lib/routeSegments.ts'

/**
 * Public pages answered from memory, compressed once: the page-cache layer in front of the public
 * pages' server (Astro). Astro keeps a rendered page in its route cache, but answering from there
 * still costs a trip to its process and a compression per request. Here a page's answer is kept for
 * `freshMs` (a second) in identity, Brotli and gzip, counted from when it was asked of Astro. After
 * that the next request asks Astro again (the requests arriving meanwhile wait for that answer), and
 * nobody gets the kept answer any more: a save in the admin, on this instance or another one, shows
 * at most `freshMs` later than Astro alone would show it.
 *
 * Only what Astro lets shared caches keep is kept: a GET or HEAD of a page (not /api, /admin, the
 * probes), answered 200 or 404 with HTML (or an icon sprite's SVG), no cookie set and a
 * Cache-Control that is not private or no-store. An address with a query (a search, a campaign's
 * tags) is kept apart; the memory is bounded, the least recently asked going first. A request of a signed-in editor (the admin's
 * cookie) always goes to Astro, which may show drafts to it.
 */

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** The marker of the cache's own request for a page, which must reach Astro. */
const fillHeader = 'x-page-cache-fill'
const editorCookies = /(^|;\s*)payload-token=/
/** The headers of the request that starts a fill which go with it to the pages' server. */
const forwardedHeaders = ['user-agent', 'referer'] as const
/** Headers of a kept answer that belong to one transfer, not to the page. */
const transferHeaders = new Set(['connection', 'content-encoding', 'content-length', 'date', 'keep-alive', 'transfer-encoding'])

/** Whether this request may be answered from the cache (and fill it). */
export function isCacheable(method: string | undefined, url: string, headers: IncomingHttpHeaders) {
  if (method !== 'GET' && method !== 'HEAD') return false
  if (headers[fillHeader]) return false
  return !editorCookies.test(headers.cookie ?? '') && !servedByNext(url.split('?', 1)[0]!)
}

/** Pages, and the icon sprites every page draws from (compressed, a third of their bytes). */
const keptTypes = /^(text\/html|image\/svg\+xml)(;|$)/

/** Whether Astro's answer may be kept for every visitor. */
export function isKeepable(response: Response) {
  const cacheControl = response.headers.get('cache-control') ?? ''
  return (
    (response.status === 200 || response.status === 404) &&
    keptTypes.test(response.headers.get('content-type') ?? '') &&
    !response.headers.has('set-cookie') &&
    !/private|no-store|no-cache/.test(cacheControl)
  )
}

/** The encoding to answer with: Brotli, else gzip, else none (q=0 refuses one). */
export function encodingFor(acceptEncoding = ''): Encoding {
  const accepted = new Map(
    acceptEncoding.split(',').map((part) => {
      const [name, ...params] = part.trim().toLowerCase().split(';')
      const quality = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
      return [name, quality ? Number(quality.slice(2)) : 1] as const
    }),
  )
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  return allows('br') ? 'br' : allows('gzip') ? 'gzip' : 'identity'
}

type Answer = { status: number; headers: Record<string, string>; body: Buffer }

/** An answer of Astro's, read whole: its status, the headers of the page (not of the transfer) and its body. */
async function readAnswer(response: Response): Promise<Answer> {
  const headers = Object.fromEntries([...response.headers].filter(([name]) => !transferHeaders.has(name)))
  return { status: response.status, headers, body: Buffer.from(await response.arrayBuffer()) }
}

/**
 * A page is compressed once for each version of it (its body's hash): Brotli at its best quality,
 * which a 57 K-character page takes some 70 ms of a worker thread to reach, and a fifth of the
 * bytes quality 6 leaves (/ar: 13.7 → 12.4 KB, inside the 14.6 KB a new connection's first round
 * trip carries). Until that is done, requests get a quick compression.
 */
export const compression = {
  br: { quick: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 }, best: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
  gzip: { quick: { level: 6 }, best: { level: 9 } },
} as const

const compressors = {
  br: (body: Buffer, quality: 'quick' | 'best') => brotli(body, { params: { ...compression.br[quality], [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body: Buffer, quality: 'quick' | 'best') => gzip(body, compression.gzip[quality]),
}

type Encoding = keyof typeof compressors | 'identity'

/** A body's compressed forms: the quick one while the best is being made, then the best. */
function compressedForms(body: Buffer) {
  const forms: Partial<Record<keyof typeof compressors, { quick: Promise<Buffer>; best?: Buffer }>> = {}
  return (encoding: keyof typeof compressors): Promise<Buffer> => {
    let form = forms[encoding]
    if (!form) {
      const made: { quick: Promise<Buffer>; best?: Buffer } = (form = { quick: compressors[encoding](body, 'quick') })
      forms[encoding] = made
      compressors[encoding](body, 'best').then(
        (best) => (made.best = best),
        () => {}, // the quick form stays
      )
    }
    return form.best ? Promise.resolve(form.best) : form.quick
  }
}

type KeptAnswer = {
  status: number
  headers: Record<string, string>
  etag: string
  bytes: number
  bodyIn: (encoding: Encoding) => Promise<Buffer>
  compressed: ReturnType<typeof compressedForms>
}

/**
 * A kept answer: its body compressed in an encoding the first time a request asks for that encoding
 * (or as the same body was before: `previous`), and an ETag (the body's hash, where the server gave
 * none), so that a browser's revisit is answered 304.
 */
function keptAnswer({ status, headers, body }: Answer, previous: KeptAnswer | null | undefined): KeptAnswer {
  const etag = headers.etag ?? `"${createHash('sha1').update(body).digest('base64url')}"`
  const identity = Promise.resolve(body)
  const compressed = previous?.etag === etag ? previous.compressed : compressedForms(body)
  const bodyIn = (encoding: Encoding) => (encoding === 'identity' ? identity : compressed(encoding))
  return { status, headers: { ...headers, etag }, etag, bytes: body.length, bodyIn, compressed }
}

/**
 * The page cache of the pages' server at `origin`. `serve(req, res)` answers a cacheable request and
 * says true, or says false for the server to answer it. What may not be kept (a redirect, a feed, a
 * page only for its visitor) is passed on to the request that asked for it, then left to the server
 * for `passMs`, so no address is rendered twice for one request.
 */
export function pageCache({ origin, freshMs = 1000, passMs = 60_000, maxBytes = 64 * 1024 * 1024 }: { origin: string; freshMs?: number; passMs?: number; maxBytes?: number }) {
  const answers = new LRUCache<string, { answer: KeptAnswer | null; storedAt: number }>({
    maxSize: maxBytes,
    // The page and its two compressed forms, a third of it at most together.
    sizeCalculation: ({ answer }) => (answer ? Math.ceil(answer.bytes * 1.35) : 1),
  })
  /** Fetches in flight, one per address, shared by the requests that wait for them. */
  const filling = new Map<string, Promise<(Answer & { answer: KeptAnswer | null }) | null>>()

  /**
   * Asks the server for the page; says whether this call started the fetch or joined one in flight.
   * The asker's user agent and referring page go with it: the not-found report counts a 404 by them
   * (src/features/redirects), and a page is the same whoever asks.
   */
  function fill(url: string, asker: IncomingHttpHeaders) {
    const inFlight = filling.get(url)
    if (inFlight) return { filled: inFlight, started: false }
    const askedAt = Date.now()
    const forwarded = Object.fromEntries(forwardedHeaders.flatMap((name) => (typeof asker[name] === 'string' ? [[name, asker[name]]] : [])))
    const filled = fetch(new URL(url, origin), { headers: { ...forwarded, [fillHeader]: '1', 'accept-encoding': 'identity' }, redirect: 'manual' })
      .then(async (response) => {
        const read = await readAnswer(response)
        const answer = isKeepable(response) ? keptAnswer(read, answers.get(url)?.answer) : null
        answers.set(url, { answer, storedAt: askedAt })
        return { ...read, answer }
      })
      .catch((error) => {
        console.error('The page cache could not fetch', url, error)
        return null
      })
      .finally(() => filling.delete(url))
    filling.set(url, filled)
    return { filled, started: true }
  }

  async function send(req: IncomingMessage, res: ServerResponse, answer: KeptAnswer) {
    if (answer.status === 200 && answer.etag && req.headers['if-none-match'] === answer.etag) {
      res.writeHead(304, { etag: answer.etag, vary: answer.headers.vary ?? 'Accept-Encoding', 'cache-control': answer.headers['cache-control'] })
      return res.end()
    }
    const encoding = encodingFor(req.headers['accept-encoding'])
    const body = await answer.bodyIn(encoding)
    const headers: OutgoingHttpHeaders = { ...answer.headers, 'content-length': body.length, 'x-page-cache': 'hit' }
    if (encoding !== 'identity') headers['content-encoding'] = encoding
    res.writeHead(answer.status, headers)
    res.end(req.method === 'HEAD' ? undefined : body)
  }

  function passOn(req: IncomingMessage, res: ServerResponse, { status, headers, body }: Answer) {
    res.writeHead(status, { ...headers, 'content-length': body.length })
    res.end(req.method === 'HEAD' ? undefined : body)
  }

  return async function serve(req: IncomingMessage, res: ServerResponse) {
    const url = req.url ?? '/'
    if (!isCacheable(req.method, url, req.headers)) return false
    const kept = answers.get(url)
    const age = kept ? Date.now() - kept.storedAt : Infinity
    // Past its second a page is never served from here while Astro is asked again: a save, here or
    // on another instance, may have expired it there.
    if (kept?.answer && age <= freshMs) {
      await send(req, res, kept.answer)
      return true
    }
    if (kept && !kept.answer && age < passMs) return false
    const { filled, started } = fill(url, req.headers)
    const read = await filled
    if (read?.answer) await send(req, res, read.answer)
    else if (read && started) passOn(req, res, read)
    else return false
    return true
  }
}
