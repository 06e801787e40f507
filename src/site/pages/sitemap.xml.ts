/** Every public page, case study and post, refreshed when one is published or changed (a scheduled post too). */
import type { APIRoute } from 'astro'

import { sitemapXml } from '@/features/seo/sitemap'

export const GET: APIRoute = async ({ cache }) => {
  cache.set({ maxAge: 3600 })
  return new Response(await sitemapXml(), { headers: { 'Content-Type': 'application/xml', 'Cache-Control': 'public, max-age=0, must-revalidate' } })
}
