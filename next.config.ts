import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { portfolioIndexPath, portfolioLegacyPath } from './src/lib/routes'
import { securityHeaderRules } from './src/lib/securityHeaders'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  experimental: {
    // Next loads every route's code at start by default, the admin's among them: a visitor's page
    // needs only its own, and the admin's loads when an editor first opens it.
    preloadEntriesOnStart: false,
  },
  images: {
    formats: ['image/avif', 'image/webp'],
    // Four widths in all, so every srcset has at most four: a phone's full width (412 px at 1.75x
    // wants 721) takes 840, a desktop card 480 or 840, a full-width banner 1280 or 1920.
    deviceSizes: [480, 840, 1280, 1920],
    imageSizes: [],
    localPatterns: [{ pathname: '/api/media/file/**' }],
  },
  async redirects() {
    return [{ source: portfolioLegacyPath, destination: portfolioIndexPath, permanent: true }]
  },
  async headers() {
    return securityHeaderRules()
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
