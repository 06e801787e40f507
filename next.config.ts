import { randomUUID } from 'node:crypto'
import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { portfolioIndexPath, portfolioLegacyPath, searchPath } from './src/lib/routes'
import { securityHeaderRules } from './src/lib/securityHeaders'

/**
 * Several instances share Next's cache in Redis when REDIS_URL is set at build time (and at run time):
 * src/server/nextCacheHandler.mjs. Without it Next keeps its cache on this instance's disk.
 */
const sharedCache: NextConfig = process.env.REDIS_URL
  ? { cacheHandler: path.resolve('src/server/nextCacheHandler.mjs'), cacheMaxMemorySize: 0 }
  : {}

const nextConfig: NextConfig = {
  poweredByHeader: false,
  ...sharedCache,
  experimental: {
    // Each build reads and writes a data cache of its own (src/features/site/taggedRead.ts). Next keeps that
    // cache on disk from build to build, but it holds content, not code: a build made after the database
    // changed outside the site (a seed, a restore, another DATA_DIR) must not render last build's reads.
    fetchCacheKeyPrefix: randomUUID(),
    // Next loads every route's code at start by default, the admin's among them: a visitor's page
    // needs only its own, and the admin's loads when an editor first opens it.
    preloadEntriesOnStart: false,
  },
  // Pictures are served in the sizes the media library makes at upload (MediaImage): Next's optimiser,
  // which would resize on request, stays off.
  images: { unoptimized: true },
  async redirects() {
    return [
      { source: portfolioLegacyPath, destination: portfolioIndexPath, permanent: true },
      // Signed out (no session cookie), /admin goes straight to the sign-in page. Payload would answer a blank
      // page whose script then asks for the sign-in page: two or three seconds of white screen.
      { source: '/admin', missing: [{ type: 'cookie', key: 'payload-token' }], destination: '/admin/login', permanent: false },
    ]
  },
  async headers() {
    // A search's results depend on its address alone: shared caches (and the page cache) may keep them.
    return [...securityHeaderRules(), { source: searchPath, headers: [{ key: 'Cache-Control', value: 'public, max-age=0, s-maxage=60' }] }]
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
