import { blogRecord } from '@/features/blog/records'
import { relatedPostCount } from '@/features/blog/RelatedPosts'
import { listPosts } from '@/features/site/queries'
import { cachedJson } from '@/lib/cachedJson'

/** SPEC §7: GET /api/related-blogs, the latest posts that a post's side column lists. */
export async function GET(request: Request) {
  return cachedJson(request, (await listPosts(relatedPostCount)).map(blogRecord))
}
