/** One file of the sitemap index (/sitemap-1.xml, …), which /sitemap.xml names once the site has more addresses than one file holds. */
import type { APIRoute } from 'astro'

import { sitemapFileXml } from '@/features/seo/sitemap'
import { pageLanguage } from '@/features/site/pageContext'
import { defaultLocale } from '@/lib/locales'
import { blogPageNumber } from '@/lib/routes'

export const GET: APIRoute = async ({ cache, params }) => {
  const file = blogPageNumber(params.n ?? '')
  // The files list every language's addresses; under /ar there are none.
  const xml = file && pageLanguage() === defaultLocale ? await sitemapFileXml(file) : null
  if (!xml) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  cache.set({ maxAge: 3600 })
  return new Response(xml, { headers: { 'Content-Type': 'application/xml', 'Cache-Control': 'public, max-age=0, must-revalidate' } })
}
