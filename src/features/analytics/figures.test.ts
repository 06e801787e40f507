import { describe, expect, it } from 'vitest'

import { conversion, figures, type LeadGroup, weekOf } from './figures'

const group = (row: Partial<LeadGroup>): LeadGroup => ({ landingPath: null, leads: 1, ...row })

describe('figures', () => {
  const result = figures({
    pages: [
      { page: '/office-fit-out', views: 52, landings: 40 },
      { page: '/', views: 50, landings: 20 },
      { page: '/contact', views: 25, landings: 0 },
    ],
    sources: [
      { source: 'google', medium: 'cpc', campaign: 'q4', landings: 40 },
      { source: '', medium: '', campaign: '', landings: 20 },
    ],
    leadGroups: [
      group({ utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'q4', landingPath: '/office-fit-out', leads: 2 }),
      group({ landingPath: '/' }),
      group({ referrer: 'https://www.bing.com', landingPath: '/blog' }),
    ],
    leadDays: [
      { day: '2026-11-24', form: 'quote', leads: 1 },
      { day: '2026-11-24', form: 'newsletter', leads: 1 },
      { day: '2026-11-26', form: 'contact', leads: 1 },
      { day: '2026-12-01', form: 'contact', leads: 1 },
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
    expect(result.leadsPerWeek).toEqual([
      { week: '2026-11-23', quote: 1, newsletter: 1, contact: 1 },
      { week: '2026-11-30', contact: 1 },
    ])
  })

  it('names a lead’s source by its utm_source, else its referring site’s host, else direct', () => {
    const { bySource } = figures({
      pages: [],
      sources: [],
      leadDays: [],
      leadGroups: [group({ utmSource: 'newsletter', referrer: 'https://www.google.com' }), group({ referrer: 'http://example.org' }), group({ utmSource: '', referrer: 'https://www.bing.com' })],
    })
    expect(bySource.map(({ source, leads }) => [source, leads])).toEqual([
      ['(direct)', 1],
      ['example.org', 1],
      ['newsletter', 1],
    ])
  })

  it('lists rows of as many leads and visits by name, whatever order the database gave them in', () => {
    const pages = [
      { page: '/b', views: 5, landings: 5 },
      { page: '/a', views: 5, landings: 5 },
    ]
    const both = (list: typeof pages) => figures({ pages: list, sources: [], leadDays: [], leadGroups: [] }).byLandingPage.map(({ page }) => page)
    expect(both(pages)).toEqual(['/a', '/b'])
    expect(both(pages.toReversed())).toEqual(['/a', '/b'])
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
