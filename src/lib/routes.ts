/**
 * The site's own routes (SPEC §2.1): the addresses of its templates and how a page, case study or
 * post maps to its address. Which pages exist, their types and the menus live in the CMS; the demo
 * content's list of them is src/content/demoRoutes.ts.
 */
import { languageSegments } from './localePaths'
import { astroSegments, nextSegments } from './routeSegments'
import { searchParamNames } from './searchParams'

export { searchParamNames }

/** The portfolio index lives at /portfolio (the menu's link); /portfolio-detail redirects there. */
export const portfolioIndexPath = '/portfolio'
export const portfolioLegacyPath = '/portfolio-detail'
export const blogIndexPath = '/blog'
/** The not-found page's own address (SPEC's not-found helper sends browsers there). */
export const notFoundPath = '/error_404'

/** Slug of the Pages document that holds the home page. */
export const homeSlug = 'home'

/** Pages documents whose routes have their own templates, not the generic page route. */
export const listingSlugs = { blog: 'blog', portfolio: 'portfolio' } as const

/**
 * The Pages documents that hold the text of the site's own templates (the home page, /blog,
 * /portfolio): their addresses are fixed, and they cannot be deleted.
 */
export const fixedPageSlugs: readonly string[] = [homeSlug, listingSlugs.blog, listingSlugs.portfolio]

/**
 * The first segments of every address the site answers itself (Next's and Astro's, src/lib/routeSegments.ts,
 * and the languages' own, '/ar'), which no page may take: it would never be served.
 */
export const siteRouteSegments: readonly string[] = [...nextSegments, ...astroSegments, ...languageSegments]

export const pathOfPage = (slug: string): string => {
  if (slug === homeSlug) return '/'
  if (slug === listingSlugs.portfolio) return portfolioIndexPath
  return `/${slug}`
}

export const pathOfProject = (slug: string): string => `/portfolios/${slug}`
export const pathOfPost = (url: string): string => `${blogIndexPath}/${url}`

/** SPEC §9: posts on each page of the blog's list. */
export const blogPageSize = 10

/** How many posts a post's 'Related Blogs' column lists (GET /api/related-blogs returns as many). */
export const relatedPostCount = 5

/** The blog's list pages after the first: /blog/page/2, /blog/page/3, … (page 1 is /blog). */
export const blogPagesSegment = 'page'
export const pathOfBlogPage = (page: number): string =>
  page <= 1 ? blogIndexPath : `${blogIndexPath}/${blogPagesSegment}/${page}`
/** The page number in /blog/page/{n}: a plain positive integer, else null (1 is /blog's own address). */
export const blogPageNumber = (segment: string): number | null => (/^[1-9]\d{0,3}$/.test(segment) ? Number(segment) : null)

/**
 * Case studies on each page of the portfolio: more than the demo's 29, which stay on one page (and
 * filter by sector in the browser); a larger portfolio pages, its sector filter on the server.
 */
export const portfolioPageSize = 36
/** The portfolio's sector filter in an address: /portfolio?sector=healthcare. */
export const sectorParamName = searchParamNames.sector
/** The portfolio's pages after the first: /portfolio/page/2, … (page 1 is /portfolio), each with its sector (?sector=…) when one is chosen. */
export const pathOfPortfolioPage = (page: number, sector?: string): string => {
  const path = page <= 1 ? portfolioIndexPath : `${portfolioIndexPath}/${blogPagesSegment}/${page}`
  return sector ? `${path}?${new URLSearchParams({ [sectorParamName]: sector })}` : path
}

/** The blog's categories: /blog/category/{slug}, then /blog/category/{slug}/page/2, … */
export const blogCategorySegment = 'category'
export const pathOfCategory = (slug: string, page = 1): string => {
  const first = `${blogIndexPath}/${blogCategorySegment}/${slug}`
  return page <= 1 ? first : `${first}/${blogPagesSegment}/${page}`
}

/** The site search: /search?q=kitchen, then /search?q=kitchen&page=2, … */
export const searchPath = '/search'
export const pathOfSearch = (query: string, page = 1): string =>
  `${searchPath}?${new URLSearchParams({ [searchParamNames.query]: query, ...(page > 1 ? { [searchParamNames.page]: String(page) } : {}) })}`

export const blogFeedPath = '/rss.xml'
export const sitemapPath = '/sitemap.xml'
/** A site with more addresses than one sitemap file holds lists them in files /sitemap-1.xml, /sitemap-2.xml, … named by /sitemap.xml (a sitemap index). */
export const pathOfSitemapFile = (file: number): string => `/sitemap-${file}.xml`

/** The address of a document of each public collection. */
export const pathOfDocument = {
  pages: (doc: { slug: string }) => pathOfPage(doc.slug),
  projects: (doc: { slug: string }) => pathOfProject(doc.slug),
  posts: (doc: { url: string }) => pathOfPost(doc.url),
} as const

export type PublicCollection = keyof typeof pathOfDocument
const addressFieldOf: Record<PublicCollection, string> = { pages: 'slug', projects: 'slug', posts: 'url' }

/** The address of a document of `collection` in English, or null while it has none (a draft before its address is typed). */
export function publicPathOf(collection: string, doc: Record<string, unknown> | null | undefined): string | null {
  if (!doc || !Object.hasOwn(pathOfDocument, collection)) return null
  const address = doc[addressFieldOf[collection as PublicCollection]]
  return typeof address === 'string' && address ? (pathOfDocument[collection as PublicCollection] as (doc: object) => string)(doc) : null
}

/** The last segment of an address, by which SPEC §7's records name a page ('' for the home page). */
export const lastSegment = (path: string): string => path.slice(path.lastIndexOf('/') + 1)
