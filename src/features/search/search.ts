import { payloadClient } from '@/features/site/payload'
import { pathOfPage, pathOfPost, pathOfProject } from '@/lib/routes'

export type SearchResult = { title: string; path: string; kind: string }

/** Pages, case studies and posts whose title holds the words searched for. */
export async function searchSite(query: string): Promise<SearchResult[]> {
  const words = query.trim()
  if (!words) return []
  const payload = await payloadClient()
  const where = { title: { like: words } }
  const [pages, projects, posts] = await Promise.all([
    payload.find({ collection: 'pages', where, limit: 20, depth: 0, select: { title: true, slug: true } }),
    payload.find({ collection: 'projects', where, limit: 20, depth: 0, select: { title: true, slug: true } }),
    payload.find({ collection: 'posts', where, limit: 20, depth: 0, select: { title: true, url: true } }),
  ])
  return [
    ...pages.docs.map((page) => ({ title: page.title, path: pathOfPage(page.slug), kind: 'Page' })),
    ...projects.docs.map((project) => ({ title: project.title, path: pathOfProject(project.slug), kind: 'Project' })),
    ...posts.docs.map((post) => ({ title: post.title, path: pathOfPost(post.url), kind: 'Article' })),
  ]
}
