import { blogTitleRecord, unknownPost } from '@/features/blog/records'
import { getPost } from '@/features/site/queries'
import { cachedJson } from '@/lib/cachedJson'

/** SPEC §7: GET /api/blog-title/{url}, a list holding the post's blog title record. */
export async function GET(request: Request, { params }: { params: Promise<{ url: string }> }) {
  const { url } = await params
  const post = await getPost(url)
  return post ? cachedJson(request, [blogTitleRecord(post)]) : unknownPost(url)
}
