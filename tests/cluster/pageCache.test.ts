import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { telHref } from '@/lib/contact'

/**
 * Two instances of one build sharing the database and Next's cache in Redis (scripts/test-cluster.sh):
 * what an editor saves through one is what the other serves, within 2 s, for a page of its own
 * (a service page's FAQ), a global every page shows (the company phone), and a collection shown by a
 * block wherever an editor places it (clients, on /about-us).
 */
const { instances, admin } = inject('cluster')
const [first, second] = instances as [string, string]

type Doc = { id: number; [field: string]: unknown }
let authorization = ''

beforeAll(async () => {
  const login = await fetch(`${first}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) })
  expect(login.status).toBe(200)
  authorization = `JWT ${((await login.json()) as { token: string }).token}`
})

/** The REST API of one instance, as the signed-in admin uses it. */
async function rest(origin: string, method: 'GET' | 'POST' | 'PATCH', path: string, body?: object) {
  const response = await fetch(`${origin}/api${path}`, {
    method,
    headers: { authorization, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
  expect(response.status, `${method} ${path}`).toBe(200)
  return response.json()
}

const find = async (collection: string, where: string): Promise<Doc> => (await rest(first, 'GET', `/${collection}?${where}&depth=0&limit=1`)).docs[0]
const save = (collection: string, id: number, data: object) => rest(first, 'PATCH', `/${collection}/${id}`, data)

const html = async (origin: string, path: string) => (await fetch(`${origin}${path}`)).text()

/** Asks the second instance for the page until it shows `text`: at most 2 s after the save through the first. */
const servedBySecond = (path: string, text: string) =>
  expect.poll(async () => (await html(second, path)).includes(text), { message: `${path} shows ${text}`, timeout: 2_000, interval: 100 }).toBe(true)

describe('an edit saved through one instance is served by the other', () => {
  it('the company phone, on every page', async () => {
    const company = await rest(first, 'GET', '/globals/company?depth=0')
    const paths = ['/', '/about-us', '/office-fit-out', '/portfolio', '/blog']
    for (const path of paths) expect(await html(second, path)).toContain(`href="${telHref(company.phone)}"`)
    const edited = '+971 4 555 0199'
    await rest(first, 'POST', '/globals/company', { phone: edited })
    try {
      for (const path of paths) await servedBySecond(path, `href="${telHref(edited)}"`)
    } finally {
      await rest(first, 'POST', '/globals/company', { phone: company.phone })
    }
  })

  it("a service page's FAQ", async () => {
    const landscape = await find('pages', 'where[slug][equals]=landscape-design')
    const layout = landscape.layout as { blockType: string; items?: { question: string }[] }[]
    const edited = 'Can you design a garden that needs little water?'
    const withEdit = layout.map((block) =>
      block.blockType === 'faq' ? { ...block, items: block.items!.map((item, index) => (index ? item : { ...item, question: edited })) } : block,
    )
    expect(await html(second, '/landscape-design')).not.toContain(edited)
    await save('pages', landscape.id, { layout: withEdit })
    try {
      await servedBySecond('/landscape-design', edited)
    } finally {
      await save('pages', landscape.id, { layout })
    }
  })

  it('a client, in the client-logos block an editor placed on /about-us, and on /our-clients', async () => {
    const about = await find('pages', 'where[slug][equals]=about-us')
    const layout = about.layout as object[]
    const client = await find('clients', 'sort=order')
    await save('pages', about.id, { layout: [...layout, { blockType: 'clientLogos', heading: 'Who we work for', limit: 48, showDescriptions: true }] })
    try {
      await servedBySecond('/about-us', 'Who we work for')
      const edited = 'Harbour Lights Hospitality Group'
      expect(await html(second, '/our-clients')).not.toContain(edited)
      await save('clients', client.id, { name: edited })
      try {
        await servedBySecond('/about-us', edited)
        await servedBySecond('/our-clients', edited)
      } finally {
        await save('clients', client.id, { name: client.name })
      }
    } finally {
      await save('pages', about.id, { layout })
    }
  })
})

describe('a Redis that stops answering', () => {
  const redis = createClient({ url: process.env.REDIS_URL })
  beforeAll(() => redis.connect())
  // Redis takes no command from anyone until the pause is over, CLIENT UNPAUSE included: this waits for it.
  afterAll(async () => {
    await redis.ping()
    await redis.close()
  })

  it('leaves the pages served from the database', async () => {
    await redis.sendCommand(['CLIENT', 'PAUSE', '12000', 'ALL'])
    for (const origin of instances) {
      // A page neither instance keeps in its memory: its answer has to come through Next, before the pause ends.
      const response = await fetch(`${origin}/career?while-redis-is-paused`, { signal: AbortSignal.timeout(5_000) })
      expect(response.status).toBe(200)
      expect(await response.text()).toContain('<h1')
    }
  })
})
