import { describe, expect, it } from 'vitest'

import { afterSuccess, formsLandingOn } from './afterSuccess'
import { forms } from './definitions'

describe('where a stored form leads (SPEC §4)', () => {
  it('sends quote, consultation and newsletter home at once, contact back to its page, applications to the company site', () => {
    const places = { companySite: 'https://studio.example', currentPage: '/contact' }
    expect(afterSuccess(forms.quote, places)).toEqual({ href: '/', delayMs: 0 })
    expect(afterSuccess(forms.newsletter, places)).toEqual({ href: '/', delayMs: 0 })
    expect(afterSuccess(forms.contact, places)).toEqual({ href: '/contact', delayMs: 500 })
    expect(afterSuccess(forms.career, places)).toEqual({ href: 'https://studio.example', delayMs: 500 })
    expect(afterSuccess(forms.vendor, { ...places, companySite: '/' })).toEqual({ href: '/', delayMs: 500 })
  })

  it('sends a visitor of an Arabic page to the Arabic home page, and keeps them on their Arabic page', () => {
    const places = { companySite: 'https://studio.example', currentPage: '/ar/contact-us' }
    expect(afterSuccess(forms.quote, places)).toEqual({ href: '/ar', delayMs: 0 })
    expect(afterSuccess(forms.contact, places)).toEqual({ href: '/ar/contact-us', delayMs: 500 })
    expect(afterSuccess(forms.career, places)).toEqual({ href: 'https://studio.example', delayMs: 500 })
    expect(afterSuccess(forms.vendor, { ...places, companySite: '/' })).toEqual({ href: '/ar', delayMs: 500 })
  })

  it('puts each plain post’s thank-you notice on the page it lands on, and nowhere else', () => {
    expect(formsLandingOn('/', '/')).toEqual(['quote', 'consultation', 'newsletter', 'career', 'vendor'])
    expect(formsLandingOn('/', 'https://studio.example')).toEqual(['quote', 'consultation', 'newsletter'])
    expect(formsLandingOn('/about-us', '/about-us')).toEqual(['career', 'vendor'])
    // The contact form stays on its own page: its notice is beside it, wherever it is placed.
    expect(formsLandingOn('/contact', '/')).toEqual([])
  })
})
