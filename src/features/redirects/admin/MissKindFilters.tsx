import type { BeforeListTableServerProps } from 'payload'

import { currentPill, pill } from '@/cms/admin/pillStyles'
import { leadListUrl } from '@/features/forms/admin/leadListUrl'
import { missKindLabels, missKinds } from '../protocol'

/** Above the not-found report: the visitors' misses, the robots' and the noise (probes, files), one click each. */
export function MissKindFilters({ collectionSlug, searchParams }: BeforeListTableServerProps) {
  const shown = Object.entries(searchParams ?? {}).find(([key]) => key.endsWith('[kind][equals]'))?.[1]
  return (
    <nav aria-label="Kinds of missing addresses" style={{ display: 'flex', flexWrap: 'wrap', gap: 'calc(var(--base) / 2)', marginBottom: 'var(--base)' }}>
      {missKinds.map((kind) => (
        <a key={kind} href={leadListUrl(collectionSlug, [['kind', 'equals', kind]])} aria-current={shown === kind || undefined} style={shown === kind ? currentPill : pill}>
          {missKindLabels[kind]}
        </a>
      ))}
      <a href={`/admin/collections/${collectionSlug}`} aria-current={shown === undefined || undefined} style={shown === undefined ? currentPill : pill}>
        All
      </a>
    </nav>
  )
}
