import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * The tags `write` expires, as the public pages' server receives them: a stand-in for its
 * loopback endpoint (src/site/pages/internal/expire-tags.ts), where ASTRO_ORIGIN points meanwhile.
 * A save's expiry is sent after its commit: the earlier saves' are waited for before, and the
 * write's own after it. Import it once the harness has started Payload.
 */
export async function expiredBy(write: () => Promise<unknown>): Promise<string[]> {
  const { expiriesSent } = await import('@/cms/hooks/revalidate')
  await expiriesSent()
  const expired: string[] = []
  const token = 'expiry-test-token'
  const pagesServer = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      if (req.url === '/internal/expire-tags' && req.headers['x-expire-token'] === token) expired.push(...(JSON.parse(body) as { tags: string[] }).tags)
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    })
  })
  await new Promise<void>((resolve) => pagesServer.listen(0, '127.0.0.1', resolve))
  process.env.ASTRO_ORIGIN = `http://127.0.0.1:${(pagesServer.address() as AddressInfo).port}`
  process.env.ASTRO_EXPIRE_TOKEN = token
  try {
    await write()
    await expiriesSent()
  } finally {
    delete process.env.ASTRO_ORIGIN
    delete process.env.ASTRO_EXPIRE_TOKEN
    pagesServer.close()
  }
  return expired
}
