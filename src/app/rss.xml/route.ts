import { rssFeed } from '@/features/blog/rssFeed'

/** Built once and refreshed when a post changes (and on a timer, for scheduled posts). */
export const dynamic = 'force-static'
export const revalidate = 600

export async function GET() {
  return new Response(await rssFeed(), { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } })
}
