import { describe, expect, it } from 'vitest'

import { companyDay } from '@/features/visits/server/companyDay'
import { conversion, figures, type LeadRow, type ViewRow, weekOf } from './figures'

const view = (row: Partial<ViewRow>): ViewRow => ({ day: '2026-11-24', page: '/', source: '', medium: '', campaign: '', views: 1, landings: 0, ...row })
const lead = (row: Partial<LeadRow>): LeadRow => ({ form: 'quote', createdAt: '2026-11-24T08:00:00.000Z', ...row })

describe('figures', () => {
  const result = figures({
    companyDay,
    views: [
      view({ page: '/office-fit-out', source: 'google', medium: 'cpc', campaign: 'q4', views: 40, landings: 30 }),
      view({ page: '/office-fit-out', source: 'google', medium: 'cpc', campaign: 'q4', day: '2026-11-25', views: 12, landings: 10 }),
      view({ page: '/', views: 50, landings: 20 }),
      view({ page: '/contact', views: 25, landings: 0 }),
    ],
    leads: [
      lead({ utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'q4', landingPage: '/office-fit-out?utm_source=google' }),
      lead({ form: 'contact', utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'q4', landingPage: '/office-fit-out?gclid=1', createdAt: '2026-11-30T21:00:00.000Z' }),
      lead({ form: 'newsletter', landingPage: '/' }),
      lead({ form: 'contact', referrer: 'https://www.bing.com', landingPage: '/blog' }),
    ],
  })

  it('totals leads, visits (views that started one), views and the conversion between them', () => {
    expect(result.totals).toEqual({ leads: 4, visits: 60, views: 127, conversion: 4 / 60 })
  })

  it('gives leads and visits by source and medium, and by campaign, most leads first', () => {
    expect(result.bySource).toEqual([
      { source: 'google', medium: 'cpc', visits: 40, leads: 2, conversion: 0.05 },
      // Fewer than 30 counted visits: no rate.
      { source: '(direct)', medium: '(none)', visits: 20, leads: 1, conversion: null },
      { source: 'www.bing.com', medium: '(none)', visits: 0, leads: 1, conversion: null },
    ])
    expect(result.byCampaign).toEqual([{ campaign: 'q4', source: 'google', medium: 'cpc', visits: 40, leads: 2, conversion: 0.05 }])
  })

  it('gives the conversion of each landing page, its leads counted by the path they landed on', () => {
    expect(result.byLandingPage).toEqual([
      { page: '/office-fit-out', visits: 40, leads: 2, conversion: 0.05 },
      { page: '/', visits: 20, leads: 1, conversion: null },
      { page: '/blog', visits: 0, leads: 1, conversion: null },
    ])
  })

  it('counts leads per week of the company’s calendar, by form', () => {
    // 2026-11-30T21:00Z is already 1 December in Dubai: still the week of Monday 30 November.
    expect(result.leadsPerWeek).toEqual([
      { week: '2026-11-23', quote: 1, newsletter: 1, contact: 1 },
      { week: '2026-11-30', contact: 1 },
    ])
  })

  it('gives no rate where the leads outnumber the counted visits, or the visits are too few to mean anything', () => {
    expect(conversion(3, 30)).toBe(0.1)
    expect(conversion(40, 30)).toBeNull()
    expect(conversion(1, 29)).toBeNull()
    expect(conversion(0, 0)).toBeNull()
  })

  it('names the Monday of a week', () => {
    expect(weekOf('2026-11-26')).toBe('2026-11-23')
    expect(weekOf('2026-11-23')).toBe('2026-11-23')
    expect(weekOf('2026-11-29')).toBe('2026-11-23')
  })
})
