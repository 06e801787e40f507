import { describe, expect, it } from 'vitest'

import { missAddressOf, missKindOf, referringOrigin } from './misses'
import { answerTally, mergeReferrers, mostSeen } from './server/answerTally'

const browser = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36'

describe('the not-found report’s reading of a request', () => {
  it('groups probes and files as noise, robots by their agent, the rest as visitors', () => {
    expect(missKindOf('/wp-admin/setup.php', browser)).toBe('noise')
    expect(missKindOf('/.env', browser)).toBe('noise')
    expect(missKindOf('/old/logo.png', browser)).toBe('noise')
    expect(missKindOf('/old-service', 'Googlebot/2.1 (+http://www.google.com/bot.html)')).toBe('bot')
    expect(missKindOf('/old-service', browser)).toBe('visitor')
  })

  it('keeps the path and only the old-style page parameters', () => {
    expect(missAddressOf(new URL('https://s.example/ar/%D9%85?utm_source=x&p=12&gclid=abc'))).toBe('/ar/م?p=12')
    expect(missAddressOf(new URL('https://s.example/old?email=a@b.c'))).toBe('/old')
  })

  it('keeps only the origin of the referring page', () => {
    expect(referringOrigin('https://news.example/story?id=1&user=9')).toBe('https://news.example')
    expect(referringOrigin('android-app://com.example')).toBe('')
    expect(referringOrigin(null)).toBe('')
  })
})

describe('answerTally', () => {
  it('adds up 404s by address and kind and hits by rule, written in one batch', async () => {
    const written: unknown[] = []
    const tally = answerTally({ flushMs: 60_000, write: async (counts) => void written.push(counts), onError: () => {} })
    tally.miss('/a', 'visitor', 'https://x.example', '2026-11-01T00:00:00.000Z')
    tally.miss('/a', 'visitor', 'https://x.example', '2026-11-02T00:00:00.000Z')
    tally.miss('/a', 'bot', '', '2026-11-02T00:00:00.000Z')
    tally.hit(7, '2026-11-03T00:00:00.000Z')
    tally.hit(7, '2026-11-04T00:00:00.000Z')
    await tally.flush()
    expect(written).toEqual([
      {
        misses: [
          { path: '/a', kind: 'visitor', hits: 2, firstSeen: '2026-11-01T00:00:00.000Z', lastSeen: '2026-11-02T00:00:00.000Z', referrers: { 'https://x.example': 2 } },
          { path: '/a', kind: 'bot', hits: 1, firstSeen: '2026-11-02T00:00:00.000Z', lastSeen: '2026-11-02T00:00:00.000Z', referrers: {} },
        ],
        hits: [{ id: 7, hits: 2, lastHit: '2026-11-04T00:00:00.000Z' }],
      },
    ])
  })

  it('keeps what a failed write could not store for the next', async () => {
    let fail = true
    const written: unknown[] = []
    const tally = answerTally({ flushMs: 60_000, write: async (counts) => { if (fail) throw new Error('busy'); written.push(counts) }, onError: () => {} })
    tally.hit(1)
    await tally.flush()
    expect(tally.pending()).toEqual({ misses: 0, hits: 1 })
    fail = false
    tally.hit(1)
    await tally.flush()
    expect(written).toMatchObject([{ hits: [{ id: 1, hits: 2 }] }])
  })

  it('names the origin seen most', () => {
    expect(mostSeen(mergeReferrers({ 'https://a.example': 2 }, { 'https://b.example': 3 }))).toBe('https://b.example')
    expect(mostSeen({})).toBe('')
  })
})
