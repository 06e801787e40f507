import type { BeforeListTableServerProps } from 'payload'

import { currentPill, pill } from '@/cms/admin/pillStyles'
import { defaultLocale, locales } from '@/lib/locales'

import { leadLanguageKey, languageNames } from '../collections/leadLanguage'
import { type ListCondition, leadListUrl } from './leadListUrl'

const day = 24 * 60 * 60 * 1000
/** The moment `days` days ago; this server component renders on each request, so it is the request's. */
const daysAgo = (days: number) => new Date(Date.now() - days * day).toISOString()

/** A filter as the address's query holds it, to tell the filter on show (`where[…]=value`, sorted). */
const filterKey = (entries: [string, unknown][]) =>
  entries
    .filter(([key]) => key.startsWith('where'))
    .map(([key, value]) => `${key}=${String(value)}`)
    .sort()
    .join('&')

/** The filters a sales team uses every day, one click each above a lead list (the Filters panel does the rest). */
export function LeadQuickFilters({ collectionSlug, searchParams, user }: BeforeListTableServerProps) {
  const filters: [label: string, conditions: ListCondition[]][] = [
    ['New', [['status', 'equals', 'new']]],
    ...(user ? [['Assigned to me', [['assignedTo', 'equals', String(user.id)]]] as [string, ListCondition[]]] : []),
    ['Not assigned', [['assignedTo', 'exists', 'false']]],
    ['Last 7 days', [['createdAt', 'greater_than_equal', daysAgo(7)]]],
    // The leads sent in each language other than English (an older lead has English, its default).
    ...locales
      .filter((locale) => locale !== defaultLocale)
      .map((locale): [string, ListCondition[]] => [languageNames[locale], [[leadLanguageKey, 'equals', locale]]]),
    ['All', []],
    // Leads the spam score kept apart (spam/score.ts), with their reasons; no other list shows them.
    ['Spam', [['spam', 'equals', 'true']]],
  ]
  const shown = filterKey(Object.entries(searchParams ?? {}))
  return (
    <nav aria-label="Quick filters" style={{ display: 'flex', flexWrap: 'wrap', gap: 'calc(var(--base) / 2)', marginBottom: 'var(--base)' }}>
      {filters.map(([label, conditions]) => {
        const current =
          shown === filterKey(conditions.map(([field, operator, value], index) => [`where[or][0][and][${index}][${field}][${operator}]`, value]))
        return (
          <a key={label} href={leadListUrl(collectionSlug, conditions)} aria-current={current || undefined} style={current ? currentPill : pill}>
            {label}
          </a>
        )
      })}
    </nav>
  )
}
