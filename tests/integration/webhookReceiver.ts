import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Webhook } from 'standardwebhooks'

export type Received = { path: string; headers: Record<string, string>; body: string; verified: boolean }

/**
 * A real HTTP receiver on a free port of this machine, answering by the first part of the path:
 * `/ok` 200; `/flaky` 503 the first time, then 200; `/hang` never; `/gone` 410; `/redirect` a 302 to
 * `/ok`; `/fail` 500. It checks every request's signature with the Standard Webhooks verifier
 * against the secret `secretOf` gives for its path, and keeps what it got.
 */
export async function startReceiver(secretOf: (path: string) => string | undefined) {
  const received: Received[] = []
  const seen = new Map<string, number>()
  const server = http.createServer((request, response) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => (body += chunk))
    request.on('end', () => {
      const path = request.url ?? '/'
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]))
      const secret = secretOf(path)
      let verified = false
      try {
        if (secret) new Webhook(secret).verify(body, headers)
        verified = Boolean(secret)
      } catch {
        verified = false
      }
      received.push({ path, headers, body, verified })
      const times = (seen.get(path) ?? 0) + 1
      seen.set(path, times)
      const kind = path.split('/')[1]
      if (kind === 'hang') return
      if (kind === 'flaky') return response.writeHead(times === 1 ? 503 : 200).end(times === 1 ? 'busy, try later' : 'ok')
      if (kind === 'gone') return response.writeHead(410).end('no such hook')
      if (kind === 'redirect') return response.writeHead(302, { location: '/ok/redirected' }).end()
      if (kind === 'fail') return response.writeHead(500).end('x'.repeat(5_000))
      response.writeHead(200).end('ok')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, resolve))
  const port = (server.address() as AddressInfo).port
  return {
    received,
    url: (path: string) => `http://localhost:${port}${path}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
