/** The blog's feed, refreshed when a post is published or changed (a scheduled one too). */
import type { APIRoute } from 'astro'

import { rssFeed } from '@/features/blog/rssFeed'

export const GET: APIRoute = async ({ cache }) => {
  cache.set({ maxAge: 3600 })
  return new Response(await rssFeed(), { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } })
}
