import { describe, expect, it } from 'vitest'

import { visitField } from '../params'
import { attributionOf } from './attributionOf'

const sent = (visit: unknown) => ({ [visitField]: typeof visit === 'string' ? visit : JSON.stringify(visit) })

describe('attributionOf', () => {
  it("keeps the visit the page remembered, its landing address's tags with it, each value one clean line of bounded length", () => {
    const attribution = attributionOf(
      sent({
        landingPage: `/office-fit-out?utm_source=goo%E2%80%AEgle&utm_campaign=q4%0D%0Alaunch&utm_term=${'x'.repeat(500)}&gclid=abc&fbclid=`,
        referrer: 'https://www.google.com/search?q=secret',
        utmSource: 'not from the visit: its address says',
        unknown: 'dropped',
      }),
      '/contact',
    )
    expect(attribution).toEqual({
      landingPage: expect.stringMatching(/^\/office-fit-out\?utm_source=/),
      referrer: 'https://www.google.com',
      utmSource: 'google',
      utmCampaign: 'q4 launch',
      utmTerm: 'x'.repeat(200),
      gclid: 'abc',
    })
    expect(attribution.landingPage!.length).toBeLessThanOrEqual(500)
  })

  it('keeps only an http(s) origin as the referring site, and only a path of this site as the landing page', () => {
    expect(attributionOf(sent({ landingPage: '//evil.example/x', referrer: 'javascript:alert(1)' }), '/contact')).toEqual({})
    expect(attributionOf(sent({ landingPage: 'https://evil.example/', referrer: 'not a url' }), '/contact')).toEqual({})
    expect(attributionOf(sent({ landingPage: 42, referrer: ['https://x.example'] }), '/contact')).toEqual({})
  })

  it('takes what the page it was sent from knows when no visit came with it (a plain post)', () => {
    expect(attributionOf({}, '/office-fit-out?utm_source=google&utm_medium=cpc&wbraid=w1&q=1')).toEqual({
      landingPage: '/office-fit-out?utm_source=google&utm_medium=cpc&wbraid=w1&q=1',
      utmSource: 'google',
      utmMedium: 'cpc',
      wbraid: 'w1',
    })
    expect(attributionOf(sent('{not json'), '/contact')).toEqual({ landingPage: '/contact' })
    expect(attributionOf(sent([1, 2]), undefined)).toEqual({})
  })
})
