import { afterEach, describe, expect, it, vi } from 'vitest'

import { trustedProxies } from '@/cms/env'
import { clientAddressOf } from './clientAddress'

describe('the client address', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddressOf('203.0.113.9', '1.2.3.4', 0)).toBe('203.0.113.9')
    expect(clientAddressOf('::ffff:203.0.113.9', undefined, 0)).toBe('203.0.113.9')
  })

  it('is the entry the outermost trusted proxy appended, never one the client wrote', () => {
    // nginx appends the address it was reached from: a forged entry stays in front of it.
    expect(clientAddressOf('127.0.0.1', '6.6.6.6, 198.51.100.4', 1)).toBe('198.51.100.4')
    // A CDN in front of nginx: the CDN appends the client, nginx appends the CDN.
    expect(clientAddressOf('127.0.0.1', '6.6.6.6, 198.51.100.4, 192.0.2.50', 2)).toBe('198.51.100.4')
    expect(clientAddressOf('127.0.0.1', ['6.6.6.6', '198.51.100.4'], 1)).toBe('198.51.100.4')
  })

  it('falls back to the first entry, then the socket, when the chain is shorter than the trusted hops', () => {
    expect(clientAddressOf('127.0.0.1', '198.51.100.4', 3)).toBe('198.51.100.4')
    expect(clientAddressOf('127.0.0.1', undefined, 1)).toBe('127.0.0.1')
  })

  afterEach(() => vi.unstubAllEnvs())

  it('trusts TRUSTED_PROXIES proxies, a whole number, and refuses anything else', () => {
    vi.stubEnv('TRUSTED_PROXIES', '')
    expect(trustedProxies()).toBe(0)
    vi.stubEnv('TRUSTED_PROXIES', '2')
    expect(trustedProxies()).toBe(2)
    vi.stubEnv('TRUSTED_PROXIES', 'yes')
    expect(() => trustedProxies()).toThrow(/TRUSTED_PROXIES/)
    vi.stubEnv('TRUSTED_PROXIES', '-1')
    expect(() => trustedProxies()).toThrow(/TRUSTED_PROXIES/)
  })
})
