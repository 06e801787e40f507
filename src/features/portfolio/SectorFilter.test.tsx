import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { withLanguage } from '@/features/site/pageContext'
import type { Project, Sector } from '@/payload-types'
import type { PortfolioList } from './portfolioList'
import { SectorFilter } from './SectorFilter'

const sector = (id: number, slug: string, name: string) => ({ id, slug, name }) as Sector
const homes = sector(1, 'homes', 'منازل')
const offices = sector(2, 'offices', 'مكاتب')
const items = ['homes', 'homes', 'offices'].map((slug, key) => ({ key, sector: slug, card: <p>{slug}</p> }))

const list = (overrides: Partial<PortfolioList> = {}): PortfolioList => ({
  page: 1,
  totalPages: 1,
  chosen: null,
  sectors: [
    { sector: homes, count: 2 },
    { sector: offices, count: 1 },
  ],
  total: 3,
  complete: true,
  projects: [] as Project[],
  path: '/portfolio',
  ...overrides,
})

describe('the sector filter', () => {
  it("gives each sector's link the count of its cards in words, in English or Arabic, for the browser to show", () => {
    const english = renderToStaticMarkup(<SectorFilter list={list()} items={items} />)
    expect(english).toContain('aria-label="Filter by sector"')
    expect(english).toContain('data-count-text="1 project"')
    expect(english).toMatch(/data-count="true"[^>]*>3 projects</)

    const arabic = withLanguage('ar', () => renderToStaticMarkup(<SectorFilter list={list()} items={items} />))
    expect(arabic).toMatch(/href="\/ar\/portfolio" data-sector="all" data-count-text="3 مشاريع" aria-current="page"[^>]*>جميع المشاريع</)
    expect(arabic).toContain('href="/ar/portfolio?sector=homes" data-sector="homes" data-count-text="مشروعان"')
    expect(arabic).toContain('data-sector="offices" data-count-text="مشروع واحد"')
    expect(arabic).toContain('aria-label="تصفية المشاريع حسب القطاع"')
  })

  it('on a page holding every card, hides the other sectors\' cards on the server and lets its script filter them', () => {
    const html = renderToStaticMarkup(<SectorFilter list={list({ chosen: offices })} items={items} />)
    expect(html).toContain('data-enhance="sectors"')
    expect(html.match(/<li data-sector="homes" hidden="">/g)).toHaveLength(2)
    expect(html).toContain('<li data-sector="offices">')
    expect(html).toMatch(/data-sector="offices"[^>]*aria-current="page"/)
    expect(html).toMatch(/data-count="true"[^>]*>1 project</)
    expect(html).not.toContain('aria-label="Pagination"')
  })

  it('on a page of a larger portfolio, links the sectors and pages the chosen one, keeping it in the pages\' links, with no script', () => {
    const html = renderToStaticMarkup(<SectorFilter list={list({ chosen: homes, complete: false, page: 2, totalPages: 3, total: 100 })} items={items.slice(0, 2)} />)
    expect(html).not.toContain('data-enhance')
    expect(html).not.toContain('hidden=""')
    expect(html).toMatch(/href="\/portfolio\?sector=homes" data-sector="homes"[^>]*aria-current="true"/)
    expect(html).toContain('aria-label="Pagination"')
    expect(html).toContain('href="/portfolio/page/3?sector=homes" rel="next"')
    expect(html).toContain('href="/portfolio?sector=homes" rel="prev"')
  })
})
