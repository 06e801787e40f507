import type { Payload } from 'payload'
import { parse } from 'csv-parse/sync'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { adapter, startPayload } from './harness'
import { origin } from './requests'
import { editorToken } from './rest'

let payload: Payload
let loadFigures: typeof import('@/features/analytics/server/loadFigures').loadFigures
let companyDay: typeof import('@/features/visits/server/companyDay').companyDay
let csvRoute: typeof import('@/app/api/analytics/route')

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000)

const viewRow = (days: number, row: { page: string; source?: string; medium?: string; campaign?: string; views: number; landings: number }) =>
  payload.db.create({
    collection: 'view-counts',
    data: { source: '', medium: '', campaign: '', device: 'mobile', ...row, day: companyDay(daysAgo(days)) },
  })

const quote = (days: number, attribution: Record<string, string>) =>
  payload.create({
    collection: 'quote-requests',
    data: {
      name: 'Analytics Lead',
      phone: '+971 50 000 0000',
      email: 'analytics@example.com',
      work_type: 'Fit Out',
      project_category: 'Commercial',
      message: 'Hello',
      status: 'new',
      ...attribution,
      createdAt: daysAgo(days).toISOString(),
    },
  })

beforeAll(async () => {
  ;({ payload } = await startPayload())
  ;({ loadFigures } = await import('@/features/analytics/server/loadFigures'))
  ;({ companyDay } = await import('@/features/visits/server/companyDay'))
  csvRoute = await import('@/app/api/analytics/route')
  const google = { source: 'google', medium: 'cpc', campaign: 'q4' }
  await viewRow(0, { page: '/office-fit-out', ...google, views: 30, landings: 20 })
  await viewRow(5, { page: '/office-fit-out', ...google, views: 12, landings: 5 })
  await viewRow(1, { page: '/', views: 40, landings: 15 })
  await viewRow(45, { page: '/', views: 100, landings: 60 })
  await viewRow(120, { page: '/', views: 999, landings: 999 })
  const fromGoogle = { utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'q4', landingPage: '/office-fit-out?utm_source=google' }
  await quote(0, fromGoogle)
  await quote(3, fromGoogle)
  await quote(2, { landingPage: '/' })
  await quote(50, { landingPage: '/' })
})

afterAll(async () => {
  await payload?.destroy()
})

describe(`the analytics dashboard's figures on ${adapter}`, () => {
  it('add up, over the last 30 days, the rows and leads they come from', async () => {
    const figures = await loadFigures(payload, 30)
    expect(figures.totals).toEqual({ leads: 3, visits: 40, views: 82, conversion: 3 / 40 })
    expect(figures.bySource).toEqual([
      { source: 'google', medium: 'cpc', visits: 25, leads: 2, conversion: 2 / 25 },
      { source: '(direct)', medium: '(none)', visits: 15, leads: 1, conversion: 1 / 15 },
    ])
    expect(figures.byCampaign).toEqual([{ campaign: 'q4', source: 'google', medium: 'cpc', visits: 25, leads: 2, conversion: 2 / 25 }])
    expect(figures.byLandingPage).toEqual([
      { page: '/office-fit-out', visits: 25, leads: 2, conversion: 2 / 25 },
      { page: '/', visits: 15, leads: 1, conversion: 1 / 15 },
    ])
    expect(figures.leadsPerWeek.reduce((sum, week) => sum + (week.quote ?? 0), 0)).toBe(3)
  })

  it('take in the older rows over 90 days, and nothing older', async () => {
    const figures = await loadFigures(payload, 90)
    expect(figures.totals).toEqual({ leads: 4, visits: 100, views: 182, conversion: 4 / 100 })
  })

  it('download as CSV for a signed-in user only', async () => {
    const url = `${origin}/api/analytics?table=sources&days=30`
    expect((await csvRoute.GET(new Request(url))).status).toBe(401)
    const response = await csvRoute.GET(new Request(url, { headers: { authorization: `JWT ${await editorToken(payload)}` } }))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const rows = parse(await response.text(), { bom: true, columns: true }) as Record<string, string>[]
    expect(rows).toEqual([
      { source: 'google', medium: 'cpc', visits: '25', leads: '2', conversion: '0.0800' },
      { source: '(direct)', medium: '(none)', visits: '15', leads: '1', conversion: '0.0667' },
    ])
  })
})
