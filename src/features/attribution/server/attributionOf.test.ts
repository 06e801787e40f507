import { describe, expect, it } from 'vitest'

import { visitField } from '../params'
import { attributionOf } from './attributionOf'

const sent = (visit: unknown) => ({ [visitField]: typeof visit === 'string' ? visit : JSON.stringify(visit) })

describe('attributionOf', () => {
  it('keeps the visit the page remembered, each value one clean line of bounded length', () => {
    const attribution = attributionOf(
      sent({
        landingPage: '/office-fit-out?utm_source=google',
        referrer: 'https://www.google.com/search?q=secret',
        utmSource: 'goo\u202egle',
        utmCampaign: 'q4\r\nlaunch',
        utmTerm: 'x'.repeat(500),
        gclid: 'abc',
        unknown: 'dropped',
        fbclid: 42,
      }),
      '/contact',
    )
    expect(attribution).toEqual({
      landingPage: '/office-fit-out?utm_source=google',
      referrer: 'https://www.google.com',
      utmSource: 'google',
      utmCampaign: 'q4 launch',
      utmTerm: 'x'.repeat(200),
      gclid: 'abc',
    })
  })

  it('keeps only an http(s) origin as the referring site, and only a path of this site as the landing page', () => {
    expect(attributionOf(sent({ landingPage: '//evil.example/x', referrer: 'javascript:alert(1)' }), '/contact')).toEqual({})
    expect(attributionOf(sent({ landingPage: 'https://evil.example/', referrer: 'not a url' }), '/contact')).toEqual({})
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
