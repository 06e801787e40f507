import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { adapter, startPayload } from './harness'

type Rest = (request: Request, args: { params: Promise<{ slug?: string[] }> }) => Promise<Response>

/** A site served over HTTPS behind a proxy: the app itself sees plain http requests. */
const site = 'https://atelier.example'
const email = 'editor@example.com'
const password = 'a long and correct passphrase'

let payload: Payload
let restPost: Rest
let restGet: Rest
let formToken: (request: Request) => Response

beforeAll(async () => {
  process.env.SITE_URL = site
  ;({ payload } = await startPayload())
  const route = await import('@/app/(payload)/api/[...slug]/route')
  restPost = route.POST as Rest
  restGet = route.GET as Rest
  formToken = (await import('@/app/api/form-token/route')).GET
  await payload.create({ collection: 'users', data: { email, password } })
})

afterAll(async () => {
  await payload?.destroy()
  delete process.env.SITE_URL
})

const params = (...slug: string[]) => ({ params: Promise.resolve({ slug }) })

async function signIn() {
  const response = await restPost(
    new Request('http://localhost:3000/api/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site, 'x-forwarded-for': '198.51.100.20' },
      body: JSON.stringify({ email, password }),
    }),
    params('users', 'login'),
  )
  expect(response.status).toBe(200)
  return response
}

describe(`a site on HTTPS (${adapter})`, () => {
  it('sends the admin session cookie and the form-token cookie over HTTPS only', async () => {
    expect((await signIn()).headers.get('set-cookie')).toMatch(/^payload-token=[^;]+;.*; Secure/)
    expect(formToken(new Request('http://localhost:3000/api/form-token')).headers.get('set-cookie')).toMatch(/; Secure$/)
  })

  it("honours the admin session cookie only on requests from the site's own origin", async () => {
    const { token } = await (await signIn()).json()
    const me = async (headers: Record<string, string>) => {
      const response = await restGet(
        new Request('http://localhost:3000/api/users/me', { headers: { cookie: `payload-token=${token}`, ...headers } }),
        params('users', 'me'),
      )
      return ((await response.json()) as { user: { email: string } | null }).user?.email ?? null
    }
    expect(await me({ origin: site })).toBe(email)
    expect(await me({ origin: 'https://evil.example' })).toBeNull()
    expect(await me({ origin: 'http://localhost:3000' })).toBeNull()
    expect(await me({ 'sec-fetch-site': 'cross-site' })).toBeNull()
  })

  it('sends reset links to the site, whatever host the request names', async () => {
    const sendEmail = vi.spyOn(payload.email, 'sendEmail').mockResolvedValue(undefined)
    const response = await restPost(
      new Request('http://evil.example/api/users/forgot-password', {
        method: 'POST',
        headers: { 'content-type': 'application/json', host: 'evil.example', 'x-forwarded-for': '198.51.100.21' },
        body: JSON.stringify({ email }),
      }),
      params('users', 'forgot-password'),
    )
    expect(response.status).toBe(200)
    await vi.waitFor(() => expect(sendEmail).toHaveBeenCalledTimes(1))
    const html = String(sendEmail.mock.calls[0]![0].html)
    expect(html).toContain(`${site}/admin/reset/`)
    expect(html).not.toContain('evil.example')
    sendEmail.mockRestore()
  })

  it('keeps file addresses as paths of the site, for next/image and the video player', async () => {
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#b08d57' } }).png().toBuffer()
    const created = await payload.create({
      collection: 'media',
      data: { alt: 'A swatch' },
      file: { data: png, mimetype: 'image/png', name: 'swatch.png', size: png.length },
    })
    const viaApi = await (await restGet(new Request(`http://localhost:3000/api/media/${created.id}`), params('media', String(created.id)))).json()
    for (const doc of [created, viaApi]) {
      expect(doc.url).toBe('/api/media/file/swatch.png')
      expect(doc.thumbnailURL).toMatch(/^\/api\/media\/file\/swatch-480x\d+\.webp$/)
      expect(doc.sizes.card.url).toMatch(/^\/api\/media\/file\/swatch-960x\d+\.webp$/)
    }
  })
})
