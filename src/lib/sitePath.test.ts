import { describe, expect, it } from 'vitest'

import { sitePath } from './sitePath'

describe('sitePath', () => {
  it('keeps an address on this site, with its query', () => {
    expect(sitePath('/')).toBe('/')
    expect(sitePath('/about-us')).toBe('/about-us')
    expect(sitePath('/blog/a-post?utm=x')).toBe('/blog/a-post?utm=x')
  })

  it('refuses what a browser would take to another site', () => {
    for (const value of ['https://example.com', '//example.com', '/\\example.com', '\\\\example.com', '/\t/example.com', 'about-us', '', null, undefined]) {
      expect(sitePath(value)).toBeNull()
    }
  })
})
