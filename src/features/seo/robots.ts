import { absoluteUrl } from '@/cms/env'
import { sitemapPath } from '@/lib/routes'

/**
 * Crawlers read every public page; the admin and the API are not for them. Public pictures and
 * videos stay readable: social cards and image search point at them.
 */
export function robotsTxt(): string {
  return [
    'User-Agent: *',
    'Allow: /',
    'Allow: /api/media/file/',
    'Allow: /api/videos/file/',
    'Disallow: /admin',
    'Disallow: /api/',
    '',
    `Sitemap: ${absoluteUrl(sitemapPath)}`,
    '',
  ].join('\n')
}
