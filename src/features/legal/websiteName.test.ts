import { expect, it } from 'vitest'

import { withLanguage } from '@/features/site/pageContext'
import { websiteName } from './websiteName'

it("names the site by the domain it is served on, without the scheme or port", () => {
  expect(websiteName('https://ateliernoor.ae', 'Atelier Noor Interiors')).toBe('ateliernoor.ae')
  expect(websiteName('https://www.ateliernoor.ae:8443', 'Atelier Noor Interiors')).toBe('www.ateliernoor.ae')
})

it("names the site by the company while it runs on a local name or an address", () => {
  for (const url of ['http://localhost:3000', 'http://site.localhost', 'http://127.0.0.1:3000', 'http://[::1]:3000', 'http://intranet']) {
    expect(websiteName(url, 'Atelier Noor Interiors')).toBe('the Atelier Noor Interiors website')
  }
})

it('names the site by the company in Arabic on an Arabic page', () => {
  expect(withLanguage('ar', () => websiteName('http://localhost:3000', 'أتيليه نور'))).toBe('موقع أتيليه نور الإلكتروني')
  expect(withLanguage('ar', () => websiteName('https://ateliernoor.ae', 'أتيليه نور'))).toBe('ateliernoor.ae')
})
