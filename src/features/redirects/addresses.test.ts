import { describe, expect, it } from 'vitest'

import { normalizeFrom, normalizeTo } from './addresses'

const site = 'https://studio.example'
const from = (input: string) => normalizeFrom(input, site)
const to = (input: string) => normalizeTo(input, site)

describe('normalizeFrom', () => {
  it('keeps a path decoded, without a trailing slash or fragment, its query sorted', () => {
    expect(from(' /old-page/ ')).toEqual({ ok: true, value: '/old-page' })
    expect(from('/ar/%D9%85%D8%AF%D9%88%D9%86%D8%A9')).toEqual({ ok: true, value: '/ar/مدونة' })
    expect(from('/index.php?page_id=7&b=2#top')).toEqual({ ok: true, value: '/index.php?b=2&page_id=7' })
    expect(from('https://studio.example/old?x=1')).toEqual({ ok: true, value: '/old?x=1' })
  })

  it('keeps /* at the end of a prefix rule, the root one too', () => {
    expect(from('/old-blog/*')).toEqual({ ok: true, value: '/old-blog/*' })
    expect(from('/*')).toEqual({ ok: true, value: '/*' })
  })

  it.each([
    ['https://elsewhere.example/old', 'must be on this site'],
    ['old-page', 'starting with a single /'],
    ['//elsewhere.example/x', 'starting with a single /'],
    ['/old*/x', 'A * may only end'],
    ['/old/*?a=1', 'cannot name a query'],
    ['/bad%zz', 'broken percent-encoding'],
    ['/tab\there', 'control character'],
    ['/ok%0Aline', 'control character'],
    ['/admin/collections', 'not an address of the public site'],
    ['/api/pages', 'not an address of the public site'],
    ['', 'Give the old address'],
  ])('refuses %j with a reason', (input, reason) => {
    const result = from(input)
    expect(result.ok).toBe(false)
    expect(!result.ok && result.message).toContain(reason)
  })
})

describe('normalizeTo', () => {
  it('keeps a path of the site, or an http(s) address elsewhere', () => {
    expect(to('/new-page')).toEqual({ ok: true, value: '/new-page' })
    expect(to('/blog/*')).toEqual({ ok: true, value: '/blog' })
    expect(to('/new/?a=1#b')).toEqual({ ok: true, value: '/new?a=1#b' })
    expect(to('/')).toEqual({ ok: true, value: '/' })
    expect(to('https://elsewhere.example/a b')).toEqual({ ok: true, value: 'https://elsewhere.example/a%20b' })
    expect(to('https://studio.example/new?x=1')).toEqual({ ok: true, value: '/new?x=1' })
  })

  it.each([
    ['javascript:alert(1)', 'only lead to an http or https address'],
    ['JavaScript:alert(1)', 'only lead to an http or https address'],
    ['data:text/html,hi', 'only lead to an http or https address'],
    ['ftp://files.example/x', 'only lead to an http or https address'],
    ['new-page', 'must start with /'],
    ['//elsewhere.example', 'whole, with https://'],
    ['/a\u0000b', 'control character'],
  ])('refuses %j with a reason', (input, reason) => {
    const result = to(input)
    expect(result.ok).toBe(false)
    expect(!result.ok && result.message).toContain(reason)
  })
})
