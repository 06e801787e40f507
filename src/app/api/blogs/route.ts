import { blogRecord } from '@/features/blog/records'
import { listPosts } from '@/features/site/queries'
import { cachedJson } from '@/lib/cachedJson'

/** SPEC §7: GET /api/blogs, every published post, newest first. */
export async function GET(request: Request) {
  return cachedJson(request, (await listPosts()).map(blogRecord))
}
