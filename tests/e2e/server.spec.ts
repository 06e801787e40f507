import http from 'node:http'
import { expect, test } from '@playwright/test'

import { forms } from '@/features/forms/definitions'
import { tokenCookie, tokenHeader } from '@/features/forms/protocol'
import { publicFileCacheControl } from '@/lib/publicUploads'
import { makePdf } from '../fixtures/pdf'
import { adminHeaders } from './site'

/**
 * What server.mjs guarantees below the app, seen from a plain HTTP client. Each test connects from
 * its own loopback address (127.0.0.x), so the socket address is a client of its own and the
 * rate limits of the other tests' browsers (127.0.0.1) are untouched.
 */
const port = Number(process.env.E2E_PORT || 3100)

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string }

function send(
  from: string,
  path: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: (request: http.ClientRequest) => void } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, method, headers, localAddress: from }, (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (text += chunk))
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: text }))
    })
    // Once the answer has come, the server may close while the rest of a refused body is being sent.
    let answered = false
    request.on('response', () => (answered = true))
    request.on('error', (error) => (answered ? undefined : reject(error)))
    if (body) body(request)
    else request.end()
  })
}

async function tokenFor(from: string) {
  const answer = await send(from, '/api/form-token')
  const { token } = JSON.parse(answer.body) as { token: string }
  return { token, headers: { cookie: `${tokenCookie}=${token}`, [tokenHeader]: token, 'x-requested-with': 'XMLHttpRequest' } }
}

test('a client cannot escape the rate limit by writing X-Forwarded-For or the client address header', async () => {
  const from = '127.0.0.21'
  const { token, headers } = await tokenFor(from)
  const statuses: number[] = []
  const limit = Number(process.env.FORM_RATE_LIMIT)
  for (let attempt = 0; attempt <= limit; attempt++) {
    const forged = `198.51.100.${attempt + 1}`
    const answer = await send(from, forms.newsletter.endpoint, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'x-forwarded-for': forged, 'x-client-address': forged },
      body: (request) => request.end(JSON.stringify({ token, s_name: 'Rotating', s_email: `rotating-${attempt}@example.com` })),
    })
    statuses.push(answer.status)
  }
  expect(statuses).toEqual([...Array(limit).fill(201), 429])

  const other = await tokenFor('127.0.0.22')
  const fromElsewhere = await send('127.0.0.22', forms.newsletter.endpoint, {
    method: 'POST',
    headers: { ...other.headers, 'content-type': 'application/json' },
    body: (request) => request.end(JSON.stringify({ token: other.token, s_name: 'Other', s_email: 'other-client@example.com' })),
  })
  expect(fromElsewhere.status).toBe(201)
})

test('a 30 MB login is refused with 413 before its body is read', async () => {
  // The client sends the first 256 KB and then waits: a server that read the body before refusing
  // it would wait for the other 29.75 MB and never answer; one that closed without reading what was
  // sent would reset the connection and lose its answer.
  const sent = 256 * 1024
  const answer = await send('127.0.0.23', '/api/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': String(30 * 1024 * 1024) },
    body: (request) => request.write(Buffer.alloc(sent, 'x')),
  })
  expect(answer.status).toBe(413)
  expect(JSON.parse(answer.body)).toEqual({ error: expect.stringContaining('larger than') })
})

test('an upload that breaks off inside the file is answered 400 and the server keeps serving', async () => {
  const from = '127.0.0.24'
  const { token, headers } = await tokenFor(from)
  const boundary = 'cut-off-boundary'
  const head = [
    ['_token', token],
    ['name_c', 'Cut Off'],
    ['phone_c', '+971 50 000 0000'],
    ['email_c', 'cut-off@example.com'],
    ['role_c', 'Project Engineer'],
    ['linked_profile_link', 'https://www.linkedin.com/in/cut-off'],
  ]
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('')
  const filePart = `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`
  const answer = await send(from, forms.career.endpoint, {
    method: 'POST',
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}`, 'transfer-encoding': 'chunked' },
    // The body ends inside the file: no closing boundary ever comes.
    body: (request) => request.end(Buffer.concat([Buffer.from(head + filePart), Buffer.from(makePdf('half a résumé')).subarray(0, 200)])),
  })
  expect(answer.status).toBe(400)
  expect((await send(from, '/healthz')).status).toBe(200)
})

test('an address with broken percent-encoding is answered 400, not 500', async () => {
  for (const path of ['/api/blog-title/%', '/blog/%zz', '/%']) {
    expect((await send('127.0.0.25', path)).status, path).toBe(400)
  }
  expect((await send('127.0.0.25', '/api/blog-title/no-such-post')).status).toBe(404)
})

test('pages are answered from memory, compressed as the browser accepts, and the same page as Astro renders', async ({ request }) => {
  // The cache's own request for a page goes to the pages' server itself.
  const plain = await request.get('/office-fit-out', { headers: { 'accept-encoding': 'identity', 'x-page-cache-fill': '1' } })
  expect(plain.headers()['x-page-cache']).toBeUndefined()
  const again = await fetch(`http://127.0.0.1:${port}/office-fit-out`, { headers: { 'accept-encoding': 'gzip, br' } })
  expect(again.headers.get('x-page-cache')).toBe('hit')
  expect(again.headers.get('content-encoding')).toBe('br')
  expect(again.headers.get('content-security-policy')).toContain("default-src 'self'")
  expect(await again.text()).toBe(await plain.text())
  const gzipped = await fetch(`http://127.0.0.1:${port}/office-fit-out`, { headers: { 'accept-encoding': 'gzip' } })
  expect(gzipped.headers.get('content-encoding')).toBe('gzip')
  const unchanged = await fetch(`http://127.0.0.1:${port}/office-fit-out`, { headers: { 'if-none-match': again.headers.get('etag')! } })
  expect(unchanged.status).toBe(304)
})

test('the icon sprites every page draws from are answered compressed, as the pages are', async () => {
  for (const sprite of ['/icons/ui.svg', '/icons/social.svg']) {
    const plain = await fetch(`http://127.0.0.1:${port}${sprite}`, { headers: { 'accept-encoding': 'identity' } })
    const compressed = await fetch(`http://127.0.0.1:${port}${sprite}`, { headers: { 'accept-encoding': 'gzip, br' } })
    expect(compressed.headers.get('content-type')).toBe('image/svg+xml')
    expect(compressed.headers.get('content-encoding')).toBe('br')
    expect(await compressed.text()).toBe(await plain.text())
  }
})

test('a missing page and a search are kept too, each address apart; a redirect and the robots file are answered as the pages\' server answers them', async () => {
  for (let visit = 0; visit < 2; visit++) {
    const missing = await send('127.0.0.60', '/no-such-page-at-all')
    expect(missing.status).toBe(404)
    expect(missing.body).toContain('Page not found')
    const kitchens = await send('127.0.0.60', '/search?q=kitchen')
    expect(kitchens.status).toBe(200)
    expect(kitchens.body).toContain('Kitchen')
    const offices = await send('127.0.0.60', '/search?q=office')
    expect(offices.body).not.toBe(kitchens.body)
    if (visit === 1) for (const answer of [missing, kitchens, offices]) expect(answer.headers['x-page-cache']).toBe('hit')
    expect((await send('127.0.0.60', '/portfolio/')).status).toBe(308)
    const robots = await send('127.0.0.60', '/robots.txt')
    expect(robots.headers['x-page-cache']).toBeUndefined()
    expect(robots.headers['content-type']).toContain('text/plain')
    expect(robots.body).toContain('Sitemap:')
  }
})

test('public pictures are answered from disk with validators, to GET and HEAD alike; one uploaded shows at once, one deleted is gone at once', async ({ request }) => {
  const from = '127.0.0.26'
  const picture = '/api/media/file/page-contact.webp'
  const got = await send(from, picture)
  expect(got.status).toBe(200)
  expect(got.headers['content-type']).toBe('image/webp')
  expect(got.headers['cache-control']).toBe(publicFileCacheControl)
  expect(got.headers['content-security-policy']).toContain('sandbox')
  expect(got.headers['x-content-type-options']).toBe('nosniff')
  expect(got.headers['last-modified']).toBeTruthy()
  const head = await send(from, picture, { method: 'HEAD' })
  expect(head.status).toBe(200)
  expect(head.headers['content-length']).toBe(got.headers['content-length'])
  expect((await send(from, picture, { headers: { 'if-none-match': got.headers.etag! } })).status).toBe(304)
  expect((await send(from, '/api/media/file/no-such-picture.webp')).status).toBe(404)
  const outside = await send(from, '/api/media/file/..%2F..%2Fpayload-secret')
  expect(outside.status).not.toBe(200)

  const name = `drawn-${Date.now()}.svg`
  const created = await request.post('/api/media', {
    headers: adminHeaders(),
    multipart: {
      file: { name, mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="12" height="8"><rect width="12" height="8" fill="#b08d57"/></svg>') },
      _payload: JSON.stringify({ alt: 'A bronze swatch' }),
    },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number; filename: string } }
  const drawing = await send(from, `/api/media/file/${doc.filename}`)
  expect(drawing.status).toBe(200)
  expect(drawing.headers['content-type']).toBe('image/svg+xml')
  expect(drawing.body).toContain('#b08d57')
  expect((await request.delete(`/api/media/${doc.id}`, { headers: adminHeaders() })).status()).toBe(200)
  expect((await send(from, `/api/media/file/${doc.filename}`)).status).toBe(404)
})
