import type { ReactNode } from 'react'

import { words } from '@/features/site/words'
import { allSectors } from './sectorFilter'

type Item = { key: string | number; sector: string; card: ReactNode }

/**
 * The case-study cards with buttons that narrow them to one sector, without a reload; every card
 * is in the served page, and its script (sectorFilter.ts) hides the others and keeps the sector in
 * the address (?sector=…), so a filtered list can be shared and restored. Each button carries the
 * count of its cards in words (`data-count-text`), which the script shows. Its script loads when the
 * visitor reaches for a button, or at once for an address that names a sector.
 */
export function SectorFilter({ sectors, items }: { sectors: { value: string; label: string }[]; items: Item[] }) {
  const t = words().portfolio
  const options = [{ value: allSectors, label: t.allProjects }, ...sectors]
  const countOf = (sector: string) => t.projectCount(sector === allSectors ? items.length : items.filter((item) => item.sector === sector).length)
  return (
    <div data-enhance="sectors" data-when="interaction" data-restores="sector">
      <div role="group" aria-label={t.filterBySector} className="flex flex-wrap gap-2">
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            data-sector={option.value}
            data-count-text={countOf(option.value)}
            aria-pressed={option.value === allSectors}
            className="filter-chip"
          >
            {option.label}
          </button>
        ))}
      </div>
      <p aria-live="polite" data-count className="mt-4 text-sm text-ink-soft">
        {countOf(allSectors)}
      </p>
      <ul className="mt-6 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.key} data-sector={item.sector}>
            {item.card}
          </li>
        ))}
      </ul>
    </div>
  )
}
