import type { BeforeListTableServerProps } from 'payload'

import { type ListCondition, leadListUrl } from './leadListUrl'

const day = 24 * 60 * 60 * 1000
/** The moment `days` days ago; this server component renders on each request, so it is the request's. */
const daysAgo = (days: number) => new Date(Date.now() - days * day).toISOString()

/** The filters a sales team uses every day, one click each above a lead list (the Filters panel does the rest). */
export function LeadQuickFilters({ collectionSlug, user }: BeforeListTableServerProps) {
  const filters: [label: string, conditions: ListCondition[]][] = [
    ['New', [['status', 'equals', 'new']]],
    ...(user ? [['Assigned to me', [['assignedTo', 'equals', String(user.id)]]] as [string, ListCondition[]]] : []),
    ['Not assigned', [['assignedTo', 'exists', 'false']]],
    ['Last 7 days', [['createdAt', 'greater_than_equal', daysAgo(7)]]],
    ['All', []],
  ]
  return (
    <nav aria-label="Quick filters" style={{ display: 'flex', flexWrap: 'wrap', gap: 'calc(var(--base) / 2)', marginBottom: 'var(--base)' }}>
      {filters.map(([label, conditions]) => (
        <a key={label} className="pill pill--style-light pill--has-link" href={leadListUrl(collectionSlug, conditions)}>
          {label}
        </a>
      ))}
    </nav>
  )
}
