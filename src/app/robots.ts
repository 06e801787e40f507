import type { MetadataRoute } from 'next'

import { absoluteUrl } from '@/cms/env'
import { sitemapPath } from '@/lib/routes'

/** Crawlers read every public page; the admin and the API are not for them. */
export default function robots(): MetadataRoute.Robots {
  return {
    // Public pictures and videos stay readable: social cards and image search point at them.
    rules: { userAgent: '*', allow: ['/', '/api/media/file/', '/api/videos/file/'], disallow: ['/admin', '/api/'] },
    sitemap: absoluteUrl(sitemapPath),
  }
}
