import type { MetadataRoute } from 'next'

import { absoluteUrl } from '@/cms/env'
import { payloadClient } from '@/features/site/payload'
import { pageCount } from '@/lib/pagination'
import { blogPageSize, pathOfBlogPage, pathOfPage, pathOfPost, pathOfProject } from '@/lib/routes'

/** Every public page, case study, post and page of the blog's list, with its last change. */
export async function sitemapEntries(): Promise<MetadataRoute.Sitemap> {
  const payload = await payloadClient()
  const options = { limit: 0, depth: 0, pagination: false, sort: 'createdAt' } as const
  const [pages, projects, posts] = await Promise.all([
    payload.find({ collection: 'pages', ...options, select: { slug: true, updatedAt: true } }),
    payload.find({ collection: 'projects', ...options, select: { slug: true, updatedAt: true } }),
    payload.find({
      collection: 'posts',
      ...options,
      sort: '-publishedAt',
      where: { _status: { equals: 'published' } },
      select: { url: true, updatedAt: true },
    }),
  ])
  const entry = (path: string, lastModified: string) => ({ url: absoluteUrl(path), lastModified })
  const newestPost = posts.docs[0]?.updatedAt
  const laterBlogPages = Array.from({ length: pageCount(posts.docs.length, blogPageSize) - 1 }, (_, index) => index + 2)
  return [
    ...pages.docs.map((page) => entry(pathOfPage(page.slug), page.updatedAt)),
    ...(newestPost ? laterBlogPages.map((page) => entry(pathOfBlogPage(page), newestPost)) : []),
    ...projects.docs.map((project) => entry(pathOfProject(project.slug), project.updatedAt)),
    ...posts.docs.map((post) => entry(pathOfPost(post.url), post.updatedAt)),
  ]
}
