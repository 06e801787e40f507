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

const quoteAt = (createdAt: string, data: Record<string, string | boolean>) =>
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
      ...data,
      createdAt,
    },
  })
const quote = (days: number, attribution: Record<string, string>) => quoteAt(daysAgo(days).toISOString(), attribution)

const contactAt = (createdAt: string, data: Record<string, string>) =>
  payload.create({ collection: 'contact-messages', data: { name: 'Analytics Contact', phone: '+971 50 000 0001', email: 'contact@example.com', message: 'Hello', status: 'new', ...data, createdAt } })

beforeAll(async () => {
  ;({ payload } = await startPayload())
  ;({ loadFigures } = await import('@/features/analytics/server/loadFigures'))
  ;({ companyDay } = await import('@/features/visits/server/companyDay'))
  csvRoute = await import('@/app/api/analytics/route')
  const google = { source: 'google', medium: 'cpc', campaign: 'q4' }
  await viewRow(0, { page: '/office-fit-out', ...google, views: 30, landings: 30 })
  await viewRow(5, { page: '/office-fit-out', ...google, views: 12, landings: 5 })
  await viewRow(1, { page: '/', views: 40, landings: 15 })
  await viewRow(45, { page: '/', views: 100, landings: 60 })
  await viewRow(120, { page: '/', views: 999, landings: 999 })
  const fromGoogle = { utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'q4', landingPage: '/office-fit-out?utm_source=google' }
  await quote(0, fromGoogle)
  await quote(3, fromGoogle)
  await quote(2, { landingPage: '/' })
  await quote(50, { landingPage: '/' })
  // Spam is never counted (features/forms/spam).
  await quoteAt(daysAgo(1).toISOString(), { ...fromGoogle, spam: true })

  // Around midnight in Dubai (UTC+4) on 10 June 2025, and around the changes of New York's clocks in 2025.
  await quoteAt('2025-06-09T19:59:59.999Z', { landingPage: '/kitchens?gclid=1', utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'summer' })
  await quoteAt('2025-06-09T20:00:00.000Z', { landingPage: '/kitchens?utm_source=google', utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'summer' })
  await contactAt('2025-06-10T19:59:59.999Z', { landingPage: '?ref=card', referrer: 'https://www.instagram.com' })
  await contactAt('2025-06-10T19:30:00.000Z', { landingPage: '' })
  await quoteAt('2025-06-10T12:00:00.000Z', { landingPage: '/kitchens', spam: true })
  await quoteAt('2025-06-10T20:00:00.000Z', { landingPage: '/kitchens' })
  await quoteAt('2025-03-09T04:30:00.000Z', {}) // 23:30 on 8 March in New York (EST)
  await quoteAt('2025-03-10T04:30:00.000Z', {}) // 00:30 on 10 March (EDT since the 9th)
  await quoteAt('2025-11-02T04:30:00.000Z', {}) // 00:30 on 2 November (still EDT)
  await quoteAt('2025-11-03T04:30:00.000Z', {}) // 23:30 on 2 November (EST since 06:00 UTC on the 2nd)
})

afterAll(async () => {
  await payload?.destroy()
})

const dubai = 'Asia/Dubai'
const lastDays = (days: number) => ({ since: companyDay(daysAgo(days - 1)), until: companyDay() })

describe(`the analytics dashboard's figures on ${adapter}`, () => {
  it('add up, over the last 30 days, the rows and leads they come from, a rate only where 30 visits were counted', async () => {
    const figures = await loadFigures(payload, lastDays(30), dubai)
    expect(figures.totals).toEqual({ leads: 3, visits: 50, views: 82, conversion: 3 / 50 })
    expect(figures.bySource).toEqual([
      { source: 'google', medium: 'cpc', visits: 35, leads: 2, conversion: 2 / 35 },
      { source: '(direct)', medium: '(none)', visits: 15, leads: 1, conversion: null },
    ])
    expect(figures.byCampaign).toEqual([{ campaign: 'q4', source: 'google', medium: 'cpc', visits: 35, leads: 2, conversion: 2 / 35 }])
    expect(figures.byLandingPage).toEqual([
      { page: '/office-fit-out', visits: 35, leads: 2, conversion: 2 / 35 },
      { page: '/', visits: 15, leads: 1, conversion: null },
    ])
    expect(figures.leadsPerWeek.reduce((sum, week) => sum + (week.quote ?? 0), 0)).toBe(3)
  })

  it('set beside them the totals of the 30 days before', async () => {
    const { previous } = await loadFigures(payload, lastDays(30), dubai)
    expect(previous).toMatchObject({ since: companyDay(daysAgo(59)), until: companyDay(daysAgo(30)) })
    expect(previous.totals).toEqual({ leads: 1, visits: 60, views: 100, conversion: 1 / 60 })
  })

  it('take in the older rows over 90 days, and nothing older', async () => {
    const figures = await loadFigures(payload, lastDays(90), dubai)
    expect(figures.totals).toEqual({ leads: 4, visits: 110, views: 182, conversion: 4 / 110 })
  })

  it('count any range of days, both ends included', async () => {
    const figures = await loadFigures(payload, { since: companyDay(daysAgo(5)), until: companyDay(daysAgo(1)) }, dubai)
    expect(figures.totals).toEqual({ leads: 2, visits: 20, views: 52, conversion: null })
  })

  it('count a lead on its day in the company’s zone, up to the last millisecond before its midnight, and no spam', async () => {
    const figures = await loadFigures(payload, { since: '2025-06-10', until: '2025-06-10' }, dubai)
    expect(figures.totals.leads).toBe(3)
    expect(figures.previous.totals.leads).toBe(1)
    expect(figures.leadsPerWeek).toEqual([{ week: '2025-06-09', quote: 1, contact: 2 }])
    expect(figures.bySource).toEqual([
      { source: '(direct)', medium: '(none)', visits: 0, leads: 1, conversion: null },
      { source: 'google', medium: 'cpc', visits: 0, leads: 1, conversion: null },
      { source: 'www.instagram.com', medium: '(none)', visits: 0, leads: 1, conversion: null },
    ])
    expect(figures.byCampaign).toEqual([{ campaign: 'summer', source: 'google', medium: 'cpc', visits: 0, leads: 1, conversion: null }])
    expect(figures.byLandingPage).toEqual([
      { page: '(none)', visits: 0, leads: 1, conversion: null },
      { page: '/', visits: 0, leads: 1, conversion: null },
      { page: '/kitchens', visits: 0, leads: 1, conversion: null },
    ])
  })

  it('follow a zone’s changes of its clocks', async () => {
    const leadsOn = async (day: string) => (await loadFigures(payload, { since: day, until: day }, 'America/New_York')).totals.leads
    const days = ['2025-03-08', '2025-03-09', '2025-03-10', '2025-11-01', '2025-11-02', '2025-11-03']
    expect(Object.fromEntries(await Promise.all(days.map(async (day) => [day, await leadsOn(day)])))).toEqual({
      '2025-03-08': 1,
      '2025-03-09': 0,
      '2025-03-10': 1,
      '2025-11-01': 0,
      '2025-11-02': 2,
      '2025-11-03': 0,
    })
  })

  it('download as CSV for a signed-in user only, for a preset or a range, and refuse a range that cannot be', async () => {
    const url = `${origin}/api/analytics?table=sources&days=30`
    expect((await csvRoute.GET(new Request(url))).status).toBe(401)
    const headers = { authorization: `JWT ${await editorToken(payload)}` }
    const response = await csvRoute.GET(new Request(url, { headers }))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const rows = parse(await response.text(), { bom: true, columns: true }) as Record<string, string>[]
    expect(rows).toEqual([
      { source: 'google', medium: 'cpc', visits: '35', leads: '2', conversion: '0.0571' },
      { source: '(direct)', medium: '(none)', visits: '15', leads: '1', conversion: '' },
    ])
    const range = `from=${companyDay(daysAgo(5))}&to=${companyDay(daysAgo(1))}`
    const ranged = await csvRoute.GET(new Request(`${origin}/api/analytics?table=sources&${range}`, { headers }))
    expect(ranged.headers.get('content-disposition')).toContain(`sources-${companyDay(daysAgo(5))}-to-${companyDay(daysAgo(1))}.csv`)
    const backwards = await csvRoute.GET(new Request(`${origin}/api/analytics?table=sources&from=2026-03-01&to=2026-02-01`, { headers }))
    expect(backwards.status).toBe(400)
    expect(await backwards.json()).toEqual({ error: 'The range starts after it ends.' })
  })
})
