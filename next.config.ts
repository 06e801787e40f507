import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { astroOrigin, development } from './src/cms/env'
import { securityHeaderRules } from './src/lib/securityHeaders'

/**
 * Next serves the admin, Payload's REST API and SPEC §7's calls; the public pages are Astro's
 * (astro.config.mjs), and server.mjs sends each request to the one that answers it.
 */
const nextConfig: NextConfig = {
  poweredByHeader: false,
  // npm test type-checks the whole project (scripts/typecheck.sh); checked again here, a newcomer's first
  // `npm start` waited a minute more for the same answer.
  typescript: { ignoreBuildErrors: true },
  experimental: {
    // Next loads every route's code at start by default, the admin's among them: a visitor's page
    // needs only its own, and the admin's loads when an editor first opens it.
    preloadEntriesOnStart: false,
  },
  // Pictures are served in the sizes the media library makes at upload (MediaImage): Next's optimiser,
  // which would resize on request, stays off.
  images: { unoptimized: true },
  async redirects() {
    return [
      // Signed out (no session cookie), /admin goes straight to the sign-in page. Payload would answer a blank
      // page whose script then asks for the sign-in page: two or three seconds of white screen.
      { source: '/admin', missing: [{ type: 'cookie', key: 'payload-token' }], destination: '/admin/login', permanent: false },
    ]
  },
  // In development (scripts/dev.mjs) the public pages come from Astro's development server: every
  // address Next has no route for is handed to it. In production server.mjs routes before Next.
  async rewrites() {
    const astroDevOrigin = development() ? astroOrigin() : undefined
    return { beforeFiles: [], afterFiles: [], fallback: astroDevOrigin ? [{ source: '/:path*', destination: `${astroDevOrigin}/:path*` }] : [] }
  },
  async headers() {
    return securityHeaderRules()
  },
}

const withAdmin = withPayload(nextConfig, { devBundleServerPackages: false })

/**
 * Payload's own rules, less `Critical-CH`: it has Chromium send a page's first request again with the
 * colour-scheme hint, and Payload's Create New makes its document as the page renders, so that second
 * render left an empty draft behind. The hint still comes from the next request on (`Accept-CH`).
 */
async function headersWithoutCriticalHint() {
  const rules = (await withAdmin.headers?.()) ?? []
  return rules.map((rule) => ({ ...rule, headers: rule.headers.filter((header) => header.key !== 'Critical-CH') }))
}

export default { ...withAdmin, headers: headersWithoutCriticalHint } satisfies NextConfig
