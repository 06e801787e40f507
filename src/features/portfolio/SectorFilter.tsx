'use client'

import { type ReactNode, useSyncExternalStore } from 'react'

type Item = { key: string | number; sector: string; card: ReactNode }

const all = 'all'

/** The sector lives in the address (?sector=…), so a filtered list can be shared and restored. */
const listeners = new Set<() => void>()
function subscribe(listener: () => void) {
  listeners.add(listener)
  window.addEventListener('popstate', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('popstate', listener)
  }
}
const sectorInAddress = () => new URLSearchParams(window.location.search).get('sector') ?? all

/** The case-study cards with buttons that narrow them to one sector, without a reload. */
export function SectorFilter({ sectors, items }: { sectors: { value: string; label: string }[]; items: Item[] }) {
  const chosen = useSyncExternalStore(subscribe, sectorInAddress, () => all)
  const sector = sectors.some((option) => option.value === chosen) ? chosen : all

  function choose(value: string) {
    const url = new URL(window.location.href)
    if (value === all) url.searchParams.delete('sector')
    else url.searchParams.set('sector', value)
    window.history.replaceState(null, '', url)
    for (const listener of listeners) listener()
  }

  const shown = items.filter((item) => sector === all || item.sector === sector)
  const options = [{ value: all, label: 'All projects' }, ...sectors]
  return (
    <>
      <div role="group" aria-label="Filter by sector" className="flex flex-wrap gap-2">
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={sector === option.value}
            onClick={() => choose(option.value)}
            className="filter-chip"
          >
            {option.label}
          </button>
        ))}
      </div>
      <p aria-live="polite" className="mt-4 text-sm text-ink-soft">
        {shown.length} {shown.length === 1 ? 'project' : 'projects'}
      </p>
      <ul className="mt-6 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((item) => (
          <li key={item.key}>{item.card}</li>
        ))}
      </ul>
    </>
  )
}
