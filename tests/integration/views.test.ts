import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { adapter, startPayload } from './harness'
import { newAddress, origin } from './requests'

let payload: Payload
let receiveView: typeof import('@/features/visits/server/receiveView').receiveView
let viewsOf: typeof import('@/features/visits/server/views').viewsOf
let pruneOldViews: typeof import('@/features/visits/server/views').pruneOldViews
let companyDay: typeof import('@/features/visits/server/companyDay').companyDay

const browser = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'

/** A view as a page of the site posts it with sendBeacon. */
function beacon(view: object, headers: Record<string, string> = {}) {
  return new Request(`${origin}/api/views`, {
    method: 'POST',
    headers: {
      host: 'localhost:3000',
      origin,
      'sec-fetch-site': 'same-origin',
      'content-type': 'text/plain;charset=UTF-8',
      'user-agent': browser,
      'x-client-address': newAddress(),
      ...headers,
    },
    body: JSON.stringify(view),
  })
}

const home = { page: '/', landed: true, source: 'google', medium: 'cpc', campaign: 'q4', device: 'mobile' }

async function send(...requests: Request[]) {
  for (const request of requests) expect((await receiveView(payload, request)).status).toBe(204)
  await viewsOf(payload).flush()
}

const byPageAndDevice = (a: { page: string; device: string }, b: { page: string; device: string }) => `${a.page} ${a.device}`.localeCompare(`${b.page} ${b.device}`)

const counts = async () =>
  (await payload.find({ collection: 'view-counts', pagination: false, depth: 0 })).docs.map(({ day, page, source, medium, campaign, device, views, landings }) => ({
    day,
    page,
    source,
    medium,
    campaign,
    device,
    views,
    landings,
  })).sort(byPageAndDevice)

beforeAll(async () => {
  ;({ payload } = await startPayload())
  ;({ receiveView } = await import('@/features/visits/server/receiveView'))
  ;({ viewsOf, pruneOldViews } = await import('@/features/visits/server/views'))
  ;({ companyDay } = await import('@/features/visits/server/companyDay'))
})

afterAll(async () => {
  await payload?.destroy()
})

describe(`page views on ${adapter}`, () => {
  it('adds views up per day, page, source and device class, landings apart, across writes', async () => {
    await send(beacon(home), beacon({ ...home, landed: false }), beacon({ ...home, page: '/contact', landed: false }))
    await send(beacon(home), beacon({ ...home, device: 'desktop' }))
    const day = companyDay()
    expect(await counts()).toEqual([
      { day, page: '/', source: 'google', medium: 'cpc', campaign: 'q4', device: 'mobile', views: 3, landings: 2 },
      { day, page: '/', source: 'google', medium: 'cpc', campaign: 'q4', device: 'desktop', views: 1, landings: 1 },
      { day, page: '/contact', source: 'google', medium: 'cpc', campaign: 'q4', device: 'mobile', views: 1, landings: 0 },
    ].sort(byPageAndDevice))
  })

  it('counts no robot, no signed-in editor, no prefetch, no other site and nothing malformed', async () => {
    const before = await counts()
    const page = { ...home, page: '/about-us' }
    await send(
      beacon(page, { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }),
      beacon(page, { cookie: 'payload-token=an.editor.session' }),
      beacon(page, { 'sec-purpose': 'prefetch;prerender' }),
      beacon(page, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }),
      beacon({ ...page, page: 'https://evil.example/' }),
      beacon({ ...page, device: 'fridge' }),
      new Request(`${origin}/api/views`, { method: 'POST', headers: { origin, 'sec-fetch-site': 'same-origin', 'user-agent': browser }, body: '{not json' }),
    )
    expect(await counts()).toEqual(before)
  })

  it('keeps no address, agent or identifier: the counts are all a row holds', async () => {
    const [row] = (await payload.find({ collection: 'view-counts', limit: 1, depth: 0 })).docs
    expect(Object.keys(row!).sort()).toEqual(['campaign', 'createdAt', 'day', 'device', 'id', 'landings', 'medium', 'page', 'source', 'updatedAt', 'views'])
    expect(JSON.stringify(await counts())).not.toMatch(/203\.0\.113|iPhone|Mozilla/)
  })

  it('deletes the counts older than Settings › Analytics keeps them', async () => {
    await payload.updateGlobal({ slug: 'analytics', data: { viewRetentionDays: 30 } })
    const old = { page: '/old', source: '', medium: '', campaign: '', device: 'desktop', views: 5, landings: 5 }
    await payload.db.create({ collection: 'view-counts', data: { ...old, day: '2020-01-01' } })
    await payload.db.create({ collection: 'view-counts', data: { ...old, day: companyDay(new Date(Date.now() - 10 * 86_400_000)) } })
    await pruneOldViews(payload)
    const days = (await counts()).filter((row) => row.page === '/old').map((row) => row.day)
    expect(days).toEqual([companyDay(new Date(Date.now() - 10 * 86_400_000))])
  })
})
