import { countProjectsBySector, listProjectPage } from '@/features/site/queries'
import { pathOfPortfolioPage, portfolioPageSize } from '@/lib/routes'
import type { Project, Sector } from '@/payload-types'

/** What one address of the portfolio shows: its case studies, the sectors to filter by, and its place among the pages. */
export type PortfolioList = {
  page: number
  totalPages: number
  /** The sector chosen (`?sector=…`), or null for every case study (an unknown sector chooses none). */
  chosen: Sector | null
  /** The portfolio's sectors that hold a case study, each with its count. */
  sectors: { sector: Sector; count: number }[]
  /** How many case studies the portfolio holds in all. */
  total: number
  /**
   * Whether every case study is in the page (a portfolio of one page, as the demo's): the sector
   * filter then hides the others, on the server and in the browser without a reload. Otherwise the
   * page holds the chosen sector's cards of this page only, and the filter's buttons are links.
   */
  complete: boolean
  projects: Project[]
  /** The address of the list this page holds, its canonical: a page of a sector's list has its own. */
  path: string
}

/**
 * Page `page` of the portfolio, of the sector `sectorSlug` or of all: one page of the query, at
 * most `portfolioPageSize` cards, and one count per sector. Null for a page past the last.
 */
export async function portfolioList(page: number, sectorSlug: string | null): Promise<PortfolioList | null> {
  const { total, sectors } = await countProjectsBySector()
  const chosen = sectors.find(({ sector }) => sector.slug === sectorSlug)?.sector ?? null
  const complete = total <= portfolioPageSize
  if (complete && page > 1) return null
  const { projects, totalPages } = await listProjectPage(page, complete ? undefined : chosen?.id)
  if (page > totalPages) return null
  const path = complete ? pathOfPortfolioPage(1) : pathOfPortfolioPage(page, chosen?.slug)
  return { page, totalPages: complete ? 1 : totalPages, chosen, sectors, total, complete, projects, path }
}
