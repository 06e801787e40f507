import { afterEach, describe, expect, it, vi } from 'vitest'

import { fileLinkLifetimeMs, linkOpens, signedFileLink } from './fileLinks'

afterEach(() => vi.unstubAllEnvs())

describe('a file link in a webhook', () => {
  it('opens its own file for a day, and nothing else', () => {
    vi.stubEnv('PAYLOAD_SECRET', 'test-secret')
    vi.stubEnv('SITE_URL', 'https://studio.example')
    const now = Date.parse('2026-11-29T00:00:00Z')
    const { url, expiresAt } = signedFileLink('a1b2.pdf', now)
    expect(expiresAt).toBe('2026-11-30T00:00:00.000Z')
    const link = new URL(url)
    expect(link.origin + link.pathname).toBe('https://studio.example/api/lead-file-links/a1b2.pdf')
    const [expires, signature] = [link.searchParams.get('expires')!, link.searchParams.get('signature')!]
    expect(linkOpens('a1b2.pdf', expires, signature, now + fileLinkLifetimeMs - 1)).toBe(true)
    expect(linkOpens('a1b2.pdf', expires, signature, now + fileLinkLifetimeMs + 1)).toBe(false)
    expect(linkOpens('other.pdf', expires, signature, now)).toBe(false)
    expect(linkOpens('a1b2.pdf', String(Number(expires) + 1), signature, now)).toBe(false)
    expect(linkOpens('a1b2.pdf', expires, signature.replace(/.$/, (last) => (last === '0' ? '1' : '0')), now)).toBe(false)
    expect(linkOpens('a1b2.pdf', 'soon', signature, now)).toBe(false)
    vi.stubEnv('PAYLOAD_SECRET', 'another-secret')
    expect(linkOpens('a1b2.pdf', expires, signature, now)).toBe(false)
  })
})
