import { rssFeed } from '@/features/blog/rssFeed'

/** Built once and refreshed when a post is published or changed (a scheduled one too); hourly at the latest. */
export const dynamic = 'force-static'
export const revalidate = 3600

export async function GET() {
  return new Response(await rssFeed(), { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } })
}
