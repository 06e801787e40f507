import { absoluteUrl } from '@/cms/env'
import { listPublicDocuments } from '@/features/site/publicDocuments'
import { languageAddresses } from './languages'
import { type Locale, locales } from '@/lib/locales'
import { localizedPath } from '@/lib/localePaths'
import { pageCount } from '@/lib/pagination'
import { blogPageSize, pathOfBlogPage, pathOfCategory } from '@/lib/routes'
import { listCategoryPages } from '@/features/blog/categoryPages'
import { languagesOfCategoryPage } from '@/features/blog/categoryPagesOf'

type Entry = { url: string; lastModified: string; alternates: { hreflang: string; url: string }[] }

/** A page's addresses in the languages it is written in, with English as the default: each of its entries lists them all. */
const alternatesOf = (path: string, languages: readonly Locale[]) =>
  Object.entries(languageAddresses(path, languages) ?? {}).map(([hreflang, address]) => ({ hreflang, url: absoluteUrl(address) }))

/**
 * Every public page, case study, post, page of the blog's list and of its categories' lists, in
 * each language it is written in, with its last change and its addresses in the other languages.
 */
export async function sitemapEntries(): Promise<Entry[]> {
  const [documents, categoryPages] = await Promise.all([listPublicDocuments(), listCategoryPages()])
  const entries = (path: string, lastModified: string, languages: readonly Locale[]) =>
    languages.map((locale) => ({ url: absoluteUrl(localizedPath(locale, path)), lastModified, alternates: alternatesOf(path, languages) }))
  const blogPages = locales.flatMap((locale) => {
    const posts = documents.filter((document) => document.kind === 'post' && document.languages.includes(locale))
    const later = Array.from({ length: pageCount(posts.length, blogPageSize) - 1 }, (_, index) => index + 2)
    return posts[0] ? later.flatMap((page) => entries(pathOfBlogPage(page), posts[0]!.updatedAt, [locale])) : []
  })
  const categories = categoryPages.flatMap((category) => [
    ...entries(pathOfCategory(category.slug), category.updatedAt, languagesOfCategoryPage(category)),
    ...locales.flatMap((locale) =>
      Array.from({ length: (category.pages[locale] ?? 1) - 1 }, (_, index) => entries(pathOfCategory(category.slug, index + 2), category.updatedAt, [locale])).flat(),
    ),
  ])
  return [...documents.flatMap((document) => entries(document.path, document.updatedAt, document.languages)), ...blogPages, ...categories]
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!)

const urlXml = ({ url, lastModified, alternates }: Entry) =>
  [
    '<url>',
    `<loc>${escapeXml(url)}</loc>`,
    ...alternates.map((alternate) => `<xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeXml(alternate.url)}"/>`),
    `<lastmod>${escapeXml(lastModified)}</lastmod>`,
    '</url>\n',
  ].join('\n')

/** The sitemap protocol's XML of sitemapEntries, with each page's languages as xhtml:link alternates. */
export async function sitemapXml(): Promise<string> {
  const urls = (await sitemapEntries()).map(urlXml)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('')}</urlset>\n`
}
