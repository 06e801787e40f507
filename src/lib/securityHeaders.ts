import { production, siteIsHttps } from '../cms/env.ts'

/*
 * The security headers of every response: one policy for the public site and /api, one for the
 * admin. next.config.ts sends them (computed at build time: SITE_URL is part of the build).
 */

type Directives = Record<string, string[]>

/** The admin's pages (/admin and below): Payload's admin UI, with needs of its own. */
const adminPaths = '/admin/:path*'
/** Files uploaded to the CMS, served by Payload: opened on their own, they are inert documents. */
const filePaths = '/api/:collection/file/:path*'
/** Every other path: the public pages, their assets and the /api calls. */
const sitePaths = '/((?!admin(?:/|$)|api/[^/]+/file/).*)'

/**
 * Next inlines its page data as <script> elements in HTML that is prerendered once and served to
 * everyone, so neither a per-request nonce nor a fixed set of hashes can name them: inline
 * script elements are allowed, inline event-handler attributes are not (script-src-attr), and no
 * script may come from another host. `next dev` evaluates code for its fast refresh.
 */
const scriptSources = () => ["'self'", "'unsafe-inline'", ...(production() ? [] : ["'unsafe-eval'"])]

const siteDirectives = (): Directives => ({
  'default-src': ["'self'"],
  'script-src': scriptSources(),
  'script-src-attr': ["'none'"],
  // Style attributes (React's style props: image boxes, carousel positions) but no inline
  // stylesheet; browsers that predate -elem/-attr read style-src. `next dev` injects stylesheets.
  'style-src': ["'self'", "'unsafe-inline'"],
  'style-src-elem': production() ? ["'self'"] : ["'self'", "'unsafe-inline'"],
  'style-src-attr': ["'unsafe-inline'"],
  'img-src': ["'self'"],
  'media-src': ["'self'"],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'frame-src': ["'none'"],
  'worker-src': ["'none'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
})

/** Payload's admin adds stylesheets at run time, draws icons from data: and previews chosen files from blob:. */
const adminDirectives = (): Directives => ({
  ...siteDirectives(),
  'style-src-elem': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'media-src': ["'self'", 'blob:'],
  'frame-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
})

/**
 * An uploaded file opened on its own (an SVG, say) runs nothing and reaches nothing: a sandbox with
 * no sources but its own pictures, media and inline styles. Pages that show files are unaffected:
 * a picture's or a video's own headers do not apply where it is embedded.
 */
const fileDirectives = (): Directives => ({
  'default-src': ["'none'"],
  'script-src': ["'none'"],
  'img-src': ["'self'"],
  'media-src': ["'self'"],
  'style-src': ["'unsafe-inline'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
  sandbox: [],
})

const directivesOf = { site: siteDirectives, admin: adminDirectives, files: fileDirectives }
type Area = keyof typeof directivesOf

const serialise = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ')

/** The area's policy, with `allowed` sources added to their directives (the tags a visitor may consent to: features/consent). */
export function contentSecurityPolicy(area: Area, allowed: Directives = {}): string {
  const directives = directivesOf[area]()
  for (const [name, sources] of Object.entries(allowed)) directives[name] = [...(directives[name] ?? []).filter((source) => source !== "'none'"), ...sources]
  return serialise(siteIsHttps() ? { ...directives, 'upgrade-insecure-requests': [] } : directives)
}

export function securityHeaders(area: Area, allowed?: Directives): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(area, allowed) },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
    ...(siteIsHttps() ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
  ]
}

/** The rules for next.config.ts `headers()`: each path gets exactly one policy. */
export const securityHeaderRules = () => [
  { source: sitePaths, headers: securityHeaders('site') },
  { source: adminPaths, headers: securityHeaders('admin') },
  { source: filePaths, headers: securityHeaders('files') },
]
