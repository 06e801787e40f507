import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { portfolioIndexPath, portfolioLegacyPath } from './src/lib/routes'
import { securityHeaderRules } from './src/lib/securityHeaders'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  images: {
    formats: ['image/avif', 'image/webp'],
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
