import type { ReactNode } from 'react'

import { PageLink } from '@/components/PageLink'
import { Pagination } from '@/components/Pagination'
import { words } from '@/features/site/words'
import { pathOfPortfolioPage } from '@/lib/routes'
import type { PortfolioList } from './portfolioList'
import { allSectors } from './sectorFilter'

type Item = { key: string | number; sector: string; card: ReactNode }

/**
 * The case-study cards with links that narrow them to one sector (`?sector=…`), chosen on the
 * server, so that a filtered list can be shared and works without JavaScript; each link carries the
 * count of its cards in words (`data-count-text`). A portfolio of one page holds every card, those
 * of other sectors hidden: its script (sectorFilter.ts, loaded when the visitor reaches for a link)
 * then filters without a reload. A larger one shows a page of the chosen sector's cards, with the
 * pagination, which keeps the sector.
 */
export function SectorFilter({ list, items }: { list: PortfolioList; items: Item[] }) {
  const t = words().portfolio
  const chosen = list.chosen?.slug ?? allSectors
  const options = [
    { value: allSectors, label: t.allProjects, count: list.total },
    ...list.sectors.map(({ sector, count }) => ({ value: sector.slug, label: sector.name, count })),
  ]
  const countOf = (sector: string) => options.find((option) => option.value === sector)?.count ?? 0
  const pathOf = (page: number) => pathOfPortfolioPage(page, list.chosen?.slug)
  return (
    <div {...(list.complete ? { 'data-enhance': 'sectors', 'data-when': 'interaction' } : {})}>
      <div role="group" aria-label={t.filterBySector} className="flex flex-wrap gap-2">
        {options.map((option) => (
          <PageLink
            key={option.value}
            href={pathOfPortfolioPage(1, option.value === allSectors ? undefined : option.value)}
            data-sector={option.value}
            data-count-text={t.projectCount(option.count)}
            aria-current={option.value === chosen ? (list.page === 1 ? 'page' : 'true') : undefined}
            className="filter-chip"
          >
            {option.label}
          </PageLink>
        ))}
      </div>
      <p aria-live="polite" data-count className="mt-4 text-sm text-ink-soft">
        {t.projectCount(countOf(chosen))}
      </p>
      <ul className="mt-6 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.key} data-sector={item.sector} hidden={chosen !== allSectors && item.sector !== chosen}>
            {item.card}
          </li>
        ))}
      </ul>
      {list.totalPages > 1 && <Pagination current={list.page} total={list.totalPages} pathOf={pathOf} />}
    </div>
  )
}
