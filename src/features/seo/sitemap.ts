import type { Where } from 'payload'

import { absoluteUrl } from '@/cms/env'
import { listCategoryPages } from '@/features/blog/categoryPages'
import { languagesOfCategoryPage } from '@/features/blog/categoryPagesOf'
import { payloadClient } from '@/features/site/payload'
import { published } from '@/features/site/queries'
import { noteReadTags } from '@/features/site/taggedRead'
import { cacheTags } from '@/lib/cacheTags'
import { defaultLocale, type Locale, locales } from '@/lib/locales'
import { localizedPath } from '@/lib/localePaths'
import { pageCount } from '@/lib/pagination'
import {
  blogPageSize,
  pathOfBlogPage,
  pathOfCategory,
  pathOfDocument,
  pathOfPortfolioPage,
  pathOfSitemapFile,
  portfolioPageSize,
  type PublicCollection,
} from '@/lib/routes'
import { languageAddresses, languagesOf } from './languages'

/**
 * The sitemap protocol's limits on one file (sitemaps.org): 50,000 addresses and 50 MB
 * (52,428,800 bytes) uncompressed. A site with more is listed in several files, which a sitemap
 * index at /sitemap.xml names.
 */
export const sitemapMaxUrls = 50_000
export const sitemapMaxBytes = 52_428_800

type Entry = { url: string; lastModified: string; alternates: { hreflang: string; url: string }[] }

/** A page's entries, one in each language it is written in, each naming its addresses in all of them (English the default). */
const entriesOf = (path: string, lastModified: string, languages: readonly Locale[]): Entry[] => {
  const alternates = Object.entries(languageAddresses(path, languages) ?? {}).map(([hreflang, address]) => ({ hreflang, url: absoluteUrl(address) }))
  return languages.map((locale) => ({ url: absoluteUrl(localizedPath(locale, path)), lastModified, alternates }))
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

const urlsetXml = (urls: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('')}</urlset>\n`

/**
 * How many addresses a file holds: `maxUrls`, or fewer where that many of the longest entry an
 * address can make (a 200-character slug in a category's page, in every language) could pass 50 MB.
 */
function urlsPerFile(maxUrls: number): number {
  const longest = urlXml(entriesOf(pathOfCategory('x'.repeat(200), 9999), new Date(0).toISOString(), locales)[0]!)
  return Math.max(1, Math.min(maxUrls, Math.floor((sitemapMaxBytes - urlsetXml([]).length) / Buffer.byteLength(longest))))
}

const collections: PublicCollection[] = ['pages', 'projects', 'posts']
const addressField = { pages: 'slug', projects: 'slug', posts: 'url' } as const
const inLanguage = (locale: Locale): Where => (locale === defaultLocale ? published : { and: [published, { arabic: { not_equals: 'missing' } }] })

/** The sitemap reads pages, case studies, posts and categories in every language: a save of any of them refreshes it. */
const noteSitemapTags = () => noteReadTags([cacheTags.pages, cacheTags.projects, cacheTags.posts, cacheTags.categories], locales)

/** How many published documents each public collection holds in each language: two counts a collection. */
async function documentCounts() {
  const payload = await payloadClient()
  const counted = await Promise.all(
    collections.flatMap((collection) => locales.map(async (locale) => ({ collection, locale, count: (await payload.count({ collection, where: inLanguage(locale) })).totalDocs }))),
  )
  const countOf = (collection: PublicCollection, locale: Locale) => counted.find((row) => row.collection === collection && row.locale === locale)!.count
  return { countOf, documents: (collection: PublicCollection) => countOf(collection, defaultLocale), urls: counted.reduce((sum, row) => sum + row.count, 0) }
}

/** The last change of the newest published document of `collection` (by `sort`), or null when it has none. */
async function newest(collection: 'posts' | 'projects', sort: string): Promise<string | null> {
  const { docs } = await (await payloadClient()).find({ collection, where: published, sort, limit: 1, pagination: false, depth: 0, select: { updatedAt: true } })
  return docs[0]?.updatedAt ?? null
}

/**
 * The list pages after the first, in each language: the blog's (each dated by its newest post), its
 * categories' (categoryPages.ts) and the portfolio's (dated by its latest change). Their number grows
 * with the documents a page lists (a tenth of the posts, say), read from counts.
 */
async function listEntries(countOf: (collection: PublicCollection, locale: Locale) => number): Promise<Entry[]> {
  const [categoryPages, newestPost, latestProject] = await Promise.all([listCategoryPages(), newest('posts', '-publishedAt'), newest('projects', '-updatedAt')])
  const laterPages = (count: number, pageSize: number) => Array.from({ length: pageCount(count, pageSize) - 1 }, (_, index) => index + 2)
  const portfolioPages = (locale: Locale) => {
    const count = countOf('projects', locale)
    // A portfolio that fits on one page shows it there, its sectors included (portfolioList.ts).
    return count > portfolioPageSize ? laterPages(count, portfolioPageSize) : []
  }
  return [
    ...locales.flatMap((locale) => (newestPost ? laterPages(countOf('posts', locale), blogPageSize).flatMap((page) => entriesOf(pathOfBlogPage(page), newestPost, [locale])) : [])),
    ...categoryPages.flatMap((category) => [
      ...entriesOf(pathOfCategory(category.slug), category.updatedAt, languagesOfCategoryPage(category)),
      ...locales.flatMap((locale) => laterPages(category.pages[locale] ?? 0, 1).flatMap((page) => entriesOf(pathOfCategory(category.slug, page), category.updatedAt, [locale]))),
    ]),
    ...locales.flatMap((locale) => (latestProject ? portfolioPages(locale).flatMap((page) => entriesOf(pathOfPortfolioPage(page), latestProject, [locale])) : [])),
  ]
}

/** Part `part` (from 1) of a collection's published documents, `size` a part, in the order they were made: their entries in every language they are written in. */
async function documentEntries(collection: PublicCollection, part: number, size: number): Promise<Entry[]> {
  const { docs } = await (await payloadClient()).find({
    collection,
    where: published,
    sort: 'id',
    limit: size,
    page: part,
    pagination: false,
    depth: 0,
    select: { [addressField[collection]]: true, updatedAt: true, arabic: true },
  })
  return docs.flatMap((doc) => entriesOf((pathOfDocument[collection] as (doc: object) => string)(doc), doc.updatedAt, languagesOf(doc)))
}

/** What the sitemap is made of: its files' parts, each a read of at most one file's addresses. */
type Part = { collection: PublicCollection; part: number; size: number } | { lists: true; part: number; size: number }

/**
 * The files of the sitemap: the documents of each collection, a part a file (each document has an
 * entry in each language), then the list pages; for a site within one file's limits, one file.
 */
async function sitemapPlan(maxUrls: number) {
  const perFile = urlsPerFile(maxUrls)
  const counts = await documentCounts()
  const lists = await listEntries(counts.countOf)
  const documentsPerFile = Math.max(1, Math.floor(perFile / locales.length))
  const files: Part[] = [
    ...collections.flatMap((collection) =>
      Array.from({ length: Math.ceil(counts.documents(collection) / documentsPerFile) }, (_, index) => ({ collection, part: index + 1, size: documentsPerFile })),
    ),
    ...Array.from({ length: Math.ceil(lists.length / perFile) }, (_, index) => ({ lists: true as const, part: index + 1, size: perFile })),
  ]
  return { single: counts.urls + lists.length <= perFile, files, lists }
}

const entriesOfPart = async (part: Part, lists: Entry[]) =>
  'lists' in part ? lists.slice((part.part - 1) * part.size, part.part * part.size) : documentEntries(part.collection, part.part, part.size)

/**
 * /sitemap.xml: every public page, case study, post and later page of the lists, in each language
 * it is written in, with its last change and its addresses in the other languages; or, for a site
 * with more addresses than a file holds, the sitemap index naming its files (/sitemap-1.xml, …).
 * Built from reads of a file's documents at a time.
 */
export async function sitemapXml(maxUrls = sitemapMaxUrls): Promise<string> {
  noteSitemapTags()
  const { single, files, lists } = await sitemapPlan(maxUrls)
  if (!single) {
    const sitemaps = files.map((_, index) => `<sitemap>\n<loc>${escapeXml(absoluteUrl(pathOfSitemapFile(index + 1)))}</loc>\n</sitemap>\n`)
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps.join('')}</sitemapindex>\n`
  }
  const urls: string[] = []
  for (const part of files) for (const entry of await entriesOfPart(part, lists)) urls.push(urlXml(entry))
  return urlsetXml(urls)
}

/** /sitemap-{file}.xml: one file of a sitemap index, or null when there is no such file (a site within one file has none). */
export async function sitemapFileXml(file: number, maxUrls = sitemapMaxUrls): Promise<string | null> {
  noteSitemapTags()
  const { single, files, lists } = await sitemapPlan(maxUrls)
  const part = files[file - 1]
  if (single || !part) return null
  return urlsetXml((await entriesOfPart(part, lists)).map(urlXml))
}

/** Every address the sitemap lists, across its files: for tests and scripts. */
export async function sitemapEntries(): Promise<Entry[]> {
  const { files, lists } = await sitemapPlan(sitemapMaxUrls)
  return (await Promise.all(files.map((part) => entriesOfPart(part, lists)))).flat()
}
