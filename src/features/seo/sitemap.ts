import type { MetadataRoute } from 'next'

import { absoluteUrl } from '@/cms/env'
import { listPublicDocuments } from '@/features/site/publicDocuments'
import { pageCount } from '@/lib/pagination'
import { blogPageSize, pathOfBlogPage } from '@/lib/routes'

/** Every public page, case study, post and page of the blog's list, with its last change. */
export async function sitemapEntries(): Promise<MetadataRoute.Sitemap> {
  const documents = await listPublicDocuments()
  const posts = documents.filter((document) => document.kind === 'post')
  const laterBlogPages = Array.from({ length: pageCount(posts.length, blogPageSize) - 1 }, (_, index) => index + 2)
  const newestPost = posts[0]?.updatedAt
  const entry = (path: string, lastModified: string) => ({ url: absoluteUrl(path), lastModified })
  return [
    ...documents.map((document) => entry(document.path, document.updatedAt)),
    ...(newestPost ? laterBlogPages.map((page) => entry(pathOfBlogPage(page), newestPost)) : []),
  ]
}
