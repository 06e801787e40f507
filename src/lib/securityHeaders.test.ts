// internals: next-path-match
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match'
import { afterEach, describe, expect, it, vi } from 'vitest'

import nextConfig from '../../next.config'
import { contentSecurityPolicy, securityHeaders } from './securityHeaders'

afterEach(() => {
  vi.unstubAllEnvs()
})

/** The directives of a policy, by name. */
const directives = (policy: string) =>
  new Map(policy.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...sources]) => [name!, sources]))

const header = (headers: { key: string; value: string }[], key: string) => headers.find((h) => h.key === key)?.value

/** The headers next.config.ts gives a path, every matching rule together. */
async function headersOf(path: string) {
  const rules = (await nextConfig.headers!()) ?? []
  return rules.filter((rule) => getPathMatch(rule.source, { strict: true })(path) !== false).flatMap((rule) => rule.headers)
}

describe('content security policy', () => {
  it.each(['site', 'admin', 'files'] as const)('the %s policy shuts plugins, base changes, framing by others and foreign form targets', (area) => {
    vi.stubEnv('NODE_ENV', 'production')
    const policy = directives(contentSecurityPolicy(area))
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'self'"])
    expect(policy.get('frame-ancestors')).toEqual(["'self'"])
    expect(policy.get('form-action')).toEqual(["'self'"])
    expect(policy.get('script-src')).not.toContain("'unsafe-eval'")
    for (const sources of policy.values()) expect(sources.every((source) => !/^https?:/.test(source))).toBe(true)
  })

  it.each(['site', 'admin'] as const)('the %s policy loads nothing from elsewhere and runs no inline handler', (area) => {
    vi.stubEnv('NODE_ENV', 'production')
    const policy = directives(contentSecurityPolicy(area))
    expect(policy.get('default-src')).toEqual(["'self'"])
    expect(policy.get('script-src-attr')).toEqual(["'none'"])
  })

  it('serves uploaded files, an SVG opened on its own included, as sandboxed documents that run no script', () => {
    const policy = directives(contentSecurityPolicy('files'))
    expect(policy.has('sandbox')).toBe(true)
    expect(policy.get('default-src')).toEqual(["'none'"])
    expect(policy.get('script-src')).toEqual(["'none'"])
  })

  it("allows 'unsafe-eval' only outside production, for next dev", () => {
    vi.stubEnv('NODE_ENV', 'development')
    expect(directives(contentSecurityPolicy('site')).get('script-src')).toContain("'unsafe-eval'")
  })
})

describe('next.config.ts headers', () => {
  const paths = ['/', '/office-fit-out', '/blog/some-post', '/api/form-token', '/api/media/file/a.jpg', '/_next/static/chunk.js', '/administration', '/admin', '/admin/login', '/admin/collections/pages/1']

  it.each(paths)('gives %s exactly one policy, the admin one only under /admin, and COOP', async (path) => {
    vi.stubEnv('NODE_ENV', 'production')
    const headers = await headersOf(path)
    expect(headers.filter((h) => h.key === 'Content-Security-Policy')).toHaveLength(1)
    const area = path === '/admin' || path.startsWith('/admin/') ? 'admin' : path.includes('/file/') ? 'files' : 'site'
    expect(header(headers, 'Content-Security-Policy')).toBe(contentSecurityPolicy(area))
    expect(header(headers, 'Cross-Origin-Opener-Policy')).toBe('same-origin')
    expect(header(headers, 'Strict-Transport-Security')).toBeUndefined()
  })

  it('tells browsers to stay on HTTPS, and to upgrade any http address, when SITE_URL is https', async () => {
    vi.stubEnv('SITE_URL', 'https://atelier.example')
    for (const path of ['/', '/api/form-token', '/admin']) {
      const headers = await headersOf(path)
      expect(header(headers, 'Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains')
      expect(directives(header(headers, 'Content-Security-Policy')!).has('upgrade-insecure-requests')).toBe(true)
    }
    expect(header(securityHeaders('site'), 'Strict-Transport-Security')).toBeDefined()
  })
})
