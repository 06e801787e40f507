import { describe, expect, it } from 'vitest'

import { contentSecurityPolicy } from '@/lib/securityHeaders'
import { anyTag, providerSources, tagsOf } from './tags'

const directives = (policy: string) =>
  new Map(policy.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...sources]) => [name!, sources]))

const foreignHosts = (policy: string) => [...new Set([...directives(policy).values()].flat().filter((source) => source.startsWith('https://')))].sort()

describe('the tags a visitor may consent to', () => {
  it('are those set and well formed: a blank or malformed ID is as good as none', () => {
    expect(tagsOf({ gtmId: ' GTM-AB12CD3 ', ga4Id: '', metaPixelId: null })).toEqual({ gtm: 'GTM-AB12CD3' })
    expect(tagsOf({ gtmId: 'GTM-1"><script>', ga4Id: 'UA-1234-1', metaPixelId: '12ab' })).toEqual({})
    expect(anyTag(tagsOf(null))).toBe(false)
    expect(anyTag(tagsOf({ metaPixelId: '123456789012345' }))).toBe(true)
  })

  it('add no foreign host to the policy until one is set', () => {
    expect(foreignHosts(contentSecurityPolicy('site', providerSources({})))).toEqual([])
  })

  it("add exactly Google's hosts for a container, and Meta's for a pixel", () => {
    const google = directives(contentSecurityPolicy('site', providerSources({ gtm: 'GTM-AB12CD3' })))
    expect(google.get('script-src')).toEqual(expect.arrayContaining(["'self'", 'https://www.googletagmanager.com']))
    expect(google.get('connect-src')).toContain('https://*.google-analytics.com')
    expect(foreignHosts(contentSecurityPolicy('site', providerSources({ gtm: 'GTM-AB12CD3' }))).some((host) => host.includes('facebook'))).toBe(false)

    const meta = contentSecurityPolicy('site', providerSources({ pixel: '123456789012345' }))
    expect(foreignHosts(meta)).toEqual(['https://connect.facebook.net', 'https://www.facebook.com'])
    expect(directives(meta).get('script-src')).toContain('https://connect.facebook.net')
  })

  it('keep the rest of the policy as it was', () => {
    const policy = directives(contentSecurityPolicy('site', providerSources({ gtm: 'GTM-AB12CD3', pixel: '123456789012345' })))
    expect(policy.get('default-src')).toEqual(["'self'"])
    expect(policy.get('script-src-attr')).toEqual(["'none'"])
    expect(policy.get('frame-src')).toEqual(["'none'"])
  })
})
