import { describe, expect, it } from 'vitest'

import { languageOfPath, localizedPath } from './localePaths'

describe('Addresses in each language', () => {
  it('keeps English at the site’s addresses and puts Arabic under /ar', () => {
    expect(localizedPath('en', '/about-us')).toBe('/about-us')
    expect(localizedPath('ar', '/about-us')).toBe('/ar/about-us')
    expect(localizedPath('ar', '/')).toBe('/ar')
    expect(localizedPath('ar', '/search?q=kitchen')).toBe('/ar/search?q=kitchen')
    expect(localizedPath('ar', '/?x=1')).toBe('/ar?x=1')
  })

  it('finds the language of an address and its English address', () => {
    expect(languageOfPath('/ar/blog/a-post')).toEqual({ locale: 'ar', path: '/blog/a-post' })
    expect(languageOfPath('/ar')).toEqual({ locale: 'ar', path: '/' })
    expect(languageOfPath('/about-us')).toEqual({ locale: 'en', path: '/about-us' })
    expect(languageOfPath('/')).toEqual({ locale: 'en', path: '/' })
    // Only a whole segment names a language, and English has no prefix of its own.
    expect(languageOfPath('/arabic-majlis')).toEqual({ locale: 'en', path: '/arabic-majlis' })
    expect(languageOfPath('/en/about-us')).toEqual({ locale: 'en', path: '/en/about-us' })
  })
})
