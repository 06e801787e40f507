import { describe, expect, it } from 'vitest'

import { settleTarget } from './chains'
import { ruleTable, type ServedRule } from './ruleTable'

const rule = (id: number, from: string, to: string | null, status = 301, keepsRest = true): ServedRule => ({ id, from, to, status, keepsRest })

describe('ruleTable', () => {
  const table = ruleTable([
    rule(1, '/old', '/new'),
    rule(2, '/index.php?p=12', '/blog/kitchens'),
    rule(3, '/old-blog/*', '/blog'),
    rule(4, '/old-blog/special', '/services'),
    rule(5, '/gone', null, 410),
    rule(6, '/ar/قديم', '/ar/جديد'),
    rule(7, '/docs/*', '/guide', 301, false),
  ])

  it('answers an exact address, carrying the request’s query on', () => {
    expect(table.match('/old', '')).toMatchObject({ rule: { id: 1 }, location: '/new' })
    expect(table.match('/old', '?utm_source=mail')).toMatchObject({ location: '/new?utm_source=mail' })
  })

  it('prefers a rule naming the query, whatever the order of its parameters', () => {
    expect(table.match('/index.php', '?p=12')).toMatchObject({ rule: { id: 2 }, location: '/blog/kitchens' })
    expect(table.match('/index.php', '?p=13')).toBeNull()
  })

  it('sends the rest of the path on under a prefix, an exact rule first', () => {
    expect(table.match('/old-blog/a/b', '')).toMatchObject({ rule: { id: 3 }, location: '/blog/a/b' })
    expect(table.match('/old-blog', '')).toMatchObject({ rule: { id: 3 }, location: '/blog' })
    expect(table.match('/old-blog/special', '')).toMatchObject({ rule: { id: 4 } })
    expect(table.match('/old-blogger', '')).toBeNull()
    expect(table.match('/docs/a', '')).toMatchObject({ location: '/guide' })
  })

  it('answers 410 without an address, and keeps the languages apart', () => {
    expect(table.match('/gone', '')).toMatchObject({ rule: { status: 410 }, location: null })
    expect(table.match('/ar/قديم', '')).toMatchObject({ location: '/ar/جديد' })
    expect(table.match('/قديم', '')).toBeNull()
  })

  it('a root prefix takes every address', () => {
    expect(ruleTable([rule(1, '/*', 'https://new.example')]).match('/a/b', '')).toMatchObject({ location: 'https://new.example/a/b' })
  })
})

describe('settleTarget', () => {
  const rules = [rule(1, '/b', '/c'), rule(2, '/c', '/d'), rule(3, '/old-blog/*', '/blog')]

  it('follows a chain to its end', () => {
    expect(settleTarget('/a', '/b', rules)).toMatchObject({ ok: true, to: '/d', through: { id: 2 } })
    expect(settleTarget('/a', '/old-blog/x', rules)).toMatchObject({ ok: true, to: '/blog/x' })
    expect(settleTarget('/a', 'https://elsewhere.example/b', rules)).toMatchObject({ ok: true, to: 'https://elsewhere.example/b', through: null })
  })

  it('refuses a loop, naming its addresses', () => {
    expect(settleTarget('/c', '/b', [rule(1, '/b', '/c')])).toEqual({ ok: false, message: 'This would make a loop: /c → /b → /c. Change the new address.' })
    expect(settleTarget('/a', '/a', [])).toMatchObject({ ok: false })
    expect(settleTarget('/x/*', '/x/y', [])).toMatchObject({ ok: false })
  })
})
