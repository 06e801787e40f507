import { blogRecord } from '@/features/blog/records'
import { listPosts } from '@/features/site/queries'
import { cachedJson } from '@/lib/cachedJson'
import { relatedPostCount } from '@/lib/routes'

/** SPEC §7: GET /api/related-blogs, the latest posts that a post's side column lists. */
export async function GET(request: Request) {
  return cachedJson(request, (await listPosts(relatedPostCount)).map(blogRecord))
}
