import { absoluteUrl } from '@/cms/env'
import { listPublicDocuments } from '@/features/site/publicDocuments'
import { pageCount } from '@/lib/pagination'
import { blogPageSize, pathOfBlogPage } from '@/lib/routes'

type Entry = { url: string; lastModified: string }

/** Every public page, case study, post and page of the blog's list, with its last change. */
export async function sitemapEntries(): Promise<Entry[]> {
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

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!)

/** The sitemap protocol's XML of sitemapEntries. */
export async function sitemapXml(): Promise<string> {
  const urls = (await sitemapEntries()).map(
    ({ url, lastModified }) => `<url>\n<loc>${escapeXml(url)}</loc>\n<lastmod>${escapeXml(lastModified)}</lastmod>\n</url>\n`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('')}</urlset>\n`
}
