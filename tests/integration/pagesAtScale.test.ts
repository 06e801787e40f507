/**
 * Issue 42: the public lists and feeds read a page of their query, not every document. The demo's
 * portfolio stays one page; more case studies than a page holds page it, sector by sector, in each
 * language; a sitemap with more addresses than a file holds becomes an index of files.
 */
import type { Payload } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { skipRevalidation } from '@/cms/hooks/revalidate'
import { translatedProjectSlugs } from '@/content/ar/project-copy'
import { projectCopy } from '@/content/project-copy'
import { projectSlugs } from '@/content/demoRoutes'
import { prepareContent } from '@/content/seed/demoOnce'
import { pathOfPortfolioPage, portfolioPageSize } from '@/lib/routes'
import { adapter, startPayload } from './harness'

let payload: Payload
let portfolio: typeof import('@/features/portfolio/portfolioList')
let sitemap: typeof import('@/features/seo/sitemap')
let queries: typeof import('@/features/site/queries')
let withLanguage: typeof import('@/features/site/pageContext').withLanguage
let SectorFilter: typeof import('@/features/portfolio/SectorFilter').SectorFilter

const healthcareInDemo = projectSlugs.filter((slug) => projectCopy[slug].sector === 'healthcare').length
/** Case studies added to the demo's 29: past one page of the portfolio, and past one page of healthcare alone. */
const added = portfolioPageSize + 4 - healthcareInDemo

beforeAll(async () => {
  ;({ payload } = await startPayload())
  await prepareContent(payload, { pictureScale: 0.1 })
  portfolio = await import('@/features/portfolio/portfolioList')
  sitemap = await import('@/features/seo/sitemap')
  queries = await import('@/features/site/queries')
  ;({ withLanguage } = await import('@/features/site/pageContext'))
  ;({ SectorFilter } = await import('@/features/portfolio/SectorFilter'))
})

afterAll(async () => {
  await payload?.destroy()
})

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!)

/** The cards of one portfolio address, as its page renders them. */
const cardsOf = (list: NonNullable<Awaited<ReturnType<typeof portfolio.portfolioList>>>) =>
  renderToStaticMarkup(
    SectorFilter({ list, items: list.projects.map((project) => ({ key: project.id, sector: typeof project.sector === 'object' ? project.sector.slug : '', card: project.slug })) }),
  )

describe(`the portfolio's pages on ${adapter}`, () => {
  it("keeps the demo's 29 case studies on one page, every sector's cards in it for the browser to filter", async () => {
    const first = (await portfolio.portfolioList(1, 'healthcare'))!
    expect(first).toMatchObject({ complete: true, totalPages: 1, total: projectSlugs.length, path: '/portfolio' })
    expect(first.projects).toHaveLength(projectSlugs.length)
    expect(cardsOf(first).match(/<li data-sector="[^"]+">/g)).toHaveLength(healthcareInDemo)
    expect(cardsOf(first)).not.toContain('aria-label="Pagination"')
    expect(await portfolio.portfolioList(2, null)).toBeNull()
  })

  it('pages the portfolio once it holds more case studies than a page, and a sector on its own, keeping the sector in the links', async () => {
    const { docs: sectors } = await payload.find({ collection: 'sectors', where: { slug: { equals: 'healthcare' } }, depth: 0 })
    const [picture] = (await payload.find({ collection: 'media', limit: 1, depth: 0 })).docs
    for (let index = 1; index <= added; index++) {
      await payload.create({
        collection: 'projects',
        context: skipRevalidation,
        data: {
          title: `Clinic fit-out ${String(index).padStart(2, '0')}`,
          slug: `clinic-fit-out-${index}`,
          location: 'Dubai Healthcare City',
          sector: sectors[0]!.id,
          mainImage: picture!.id,
          _status: 'published',
        },
      })
    }
    const total = projectSlugs.length + added
    const first = (await portfolio.portfolioList(1, null))!
    expect(first).toMatchObject({ complete: false, total, totalPages: Math.ceil(total / portfolioPageSize), path: '/portfolio' })
    expect(first.projects).toHaveLength(portfolioPageSize)
    const last = (await portfolio.portfolioList(first.totalPages, null))!
    expect(last.projects).toHaveLength(total - portfolioPageSize * (first.totalPages - 1))
    expect(last.path).toBe(pathOfPortfolioPage(first.totalPages))
    expect(await portfolio.portfolioList(first.totalPages + 1, null)).toBeNull()
    const everyCard = [...first.projects, ...last.projects].map((project) => project.slug)
    expect(new Set(everyCard).size).toBe(total)

    const healthcare = (await portfolio.portfolioList(1, 'healthcare'))!
    const healthcareTotal = healthcareInDemo + added
    expect(healthcare).toMatchObject({ complete: false, totalPages: 2, path: '/portfolio?sector=healthcare' })
    expect(healthcare.projects.every((project) => typeof project.sector === 'object' && project.sector.slug === 'healthcare')).toBe(true)
    const html = cardsOf(healthcare)
    expect(html).toContain('href="/portfolio/page/2?sector=healthcare" rel="next"')
    expect(html).toMatch(new RegExp(`data-sector="healthcare" data-count-text="${healthcareTotal} projects" aria-current="page"`))
    expect(html).not.toContain('data-enhance')
    const second = (await portfolio.portfolioList(2, 'healthcare'))!
    expect(second.projects).toHaveLength(healthcareTotal - portfolioPageSize)
    expect(cardsOf(second)).toContain('href="/portfolio?sector=healthcare" rel="prev"')
    expect(await portfolio.portfolioList(3, 'healthcare')).toBeNull()
  })

  it('counts the case studies of each language apart: the Arabic portfolio, those written in Arabic, stays one page', async () => {
    const arabic = (await withLanguage('ar', () => portfolio.portfolioList(1, null)))!
    expect(arabic).toMatchObject({ complete: true, totalPages: 1, total: translatedProjectSlugs.length })
    expect(await withLanguage('ar', () => portfolio.portfolioList(2, null))).toBeNull()
    expect(withLanguage('ar', () => cardsOf(arabic))).toMatch(/href="\/ar\/portfolio" data-sector="all"[^>]*aria-current="page"/)
  })

  it("links each case study to its neighbours in the portfolio's order, going round at the ends", async () => {
    const { docs } = await payload.find({ collection: 'projects', where: { _status: { equals: 'published' } }, sort: ['title', 'slug'], limit: 0, depth: 0 })
    for (const at of [0, 1, docs.length - 1]) {
      const neighbours = await queries.getProjectNeighbours(docs[at]!.title, docs[at]!.slug)
      expect(neighbours?.previous.slug).toBe(docs[(at - 1 + docs.length) % docs.length]!.slug)
      expect(neighbours?.next.slug).toBe(docs[(at + 1) % docs.length]!.slug)
    }
  })

  it('reads only the featured case studies it shows', async () => {
    const featured = await queries.listFeaturedProjects(2)
    expect(featured).toHaveLength(2)
    expect(featured.every((project) => project.featured)).toBe(true)
  })
})

describe(`the sitemap on ${adapter}`, () => {
  it('lists the portfolio\'s later pages, and is one file while its addresses fit', async () => {
    const xml = await sitemap.sitemapXml()
    expect(xml).toContain('<urlset')
    expect(locsOf(xml).map((loc) => new URL(loc).pathname)).toContain(pathOfPortfolioPage(2))
    expect(locsOf(xml).map((loc) => new URL(loc).pathname)).not.toContain('/ar' + pathOfPortfolioPage(2))
    expect(await sitemap.sitemapFileXml(1)).toBeNull()
  })

  it('becomes an index of files, each within the limit, listing together every address once, past the limit of one file', async () => {
    const limit = 40
    const every = locsOf(await sitemap.sitemapXml())
    expect(every.length).toBeGreaterThan(limit)
    const index = await sitemap.sitemapXml(limit)
    expect(index).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/)
    const files = locsOf(index).map((loc) => new URL(loc).pathname)
    expect(files[0]).toBe('/sitemap-1.xml')
    const listed: string[] = []
    for (const [at, file] of files.entries()) {
      expect(file).toBe(`/sitemap-${at + 1}.xml`)
      const xml = (await sitemap.sitemapFileXml(at + 1, limit))!
      expect(xml).toContain('<urlset')
      expect(locsOf(xml).length).toBeLessThanOrEqual(limit)
      listed.push(...locsOf(xml))
    }
    expect(listed.sort()).toEqual([...every].sort())
    expect(await sitemap.sitemapFileXml(files.length + 1, limit)).toBeNull()
  })
})

describe(`the site search on ${adapter}`, () => {
  it('reads and ranks a bounded number of records, the likeliest first, while counting every record holding the word', async () => {
    const search = await import('@/features/search/search')
    const whole = await search.searchSite('kitchen')
    const bounded = await search.searchSite('kitchen', 1, 12)
    expect(whole.total).toBeGreaterThan(12)
    expect(bounded.total).toBeGreaterThanOrEqual(whole.total)
    expect(bounded.pageCount).toBe(1)
    expect(bounded.results.length).toBeLessThanOrEqual(12)
    // The records with the word in their title are read first: the best results are the same, in the same order.
    const titled = Math.min(12, whole.results.filter((result) => /kitchen/i.test(result.title)).length)
    expect(titled).toBeGreaterThanOrEqual(3)
    const paths = (page: typeof whole) => page.results.slice(0, titled).map((result) => result.path)
    expect(paths(bounded)).toEqual(paths(whole))
  })
})
