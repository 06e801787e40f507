import { describe, expect, it } from 'vitest'

import { visitLine } from './visitLine'

describe('visitLine', () => {
  it('names the source and medium, the campaign and the landing page', () => {
    expect(visitLine({ utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'q4', landingPage: '/office-fit-out?utm_source=google' })).toBe(
      'Came from: google / cpc, campaign q4, landed on /office-fit-out?utm_source=google',
    )
  })

  it('names the referring site without tags, and says direct when nothing is known', () => {
    expect(visitLine({ referrer: 'https://www.bing.com', landingPage: '/blog' })).toBe('Came from: https://www.bing.com, landed on /blog')
    expect(visitLine({})).toBe('Came from: direct')
  })
})
