import dns from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'

import { isInsideAddress, literalAddress, targetProblem } from '../addresses'
import type { TryResult } from '../schedule'

/** What the log keeps of an answer: its first characters. */
export const excerptLength = 1_000

export type Sent = TryResult & { durationMs: number; excerpt: string }

class RefusedAddress extends Error {}

/**
 * Resolves a destination's name as Node would, and refuses the connection when any address it
 * gives is inside (addresses.ts): checked as the connection is made, so a name that pointed
 * outside when the destination was saved and inside now is refused all the same.
 */
const lookupOutside =
  (allowPrivate: boolean): LookupFunction =>
  (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0)
      const inside = addresses.find(({ address }) => isInsideAddress(address))
      if (inside && !allowPrivate) return callback(new RefusedAddress(`${hostname} resolves to ${inside.address}, inside a private network`), '', 0)
      if (options.all) return (callback as unknown as (error: null, all: dns.LookupAddress[]) => void)(null, addresses)
      callback(null, addresses[0]!.address, addresses[0]!.family)
    })
  }

/**
 * POSTs `body` to `target` once: no redirect followed, the whole exchange within `timeoutMs`, and
 * only the first characters of the answer read. Never throws: every way it can end is a result.
 */
export async function postOnce(
  target: string,
  body: string,
  headers: Record<string, string>,
  { timeoutMs, allowPrivate }: { timeoutMs: number; allowPrivate: boolean },
): Promise<Sent> {
  const started = performance.now()
  const done = (result: TryResult, excerpt: string): Sent => ({ ...result, excerpt: excerpt.slice(0, excerptLength), durationMs: Math.round(performance.now() - started) })
  const problem = targetProblem(target, allowPrivate)
  if (problem) return done({ kind: 'refused' }, problem)
  const url = new URL(target)
  // A literal address is connected to without a lookup.
  const literal = literalAddress(url)
  if (literal && isInsideAddress(literal) && !allowPrivate) return done({ kind: 'refused' }, `${literal} is inside a private network`)

  return new Promise<Sent>((resolve) => {
    const client = url.protocol === 'https:' ? https : http
    const request = client.request(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'user-agent': 'Site-Webhooks/1' },
      lookup: lookupOutside(allowPrivate),
      signal: AbortSignal.timeout(timeoutMs),
      agent: false,
    })
    request.on('response', (response) => {
      let excerpt = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => {
        excerpt += chunk
        if (excerpt.length >= excerptLength) response.destroy()
      })
      const finish = () => resolve(done({ kind: 'answer', status: response.statusCode ?? 0 }, excerpt))
      response.on('end', finish)
      response.on('close', finish)
      response.on('error', finish)
    })
    request.on('error', (error) => {
      if (error instanceof RefusedAddress) return resolve(done({ kind: 'refused' }, error.message))
      if (error.name === 'AbortError' || error.name === 'TimeoutError') return resolve(done({ kind: 'timeout' }, `No answer within ${timeoutMs} ms`))
      resolve(done({ kind: 'network' }, error.message))
    })
    request.end(body)
  })
}
