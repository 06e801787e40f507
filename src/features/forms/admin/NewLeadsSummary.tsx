import type { ServerProps } from 'payload'

import { allows } from '@/cms/access'
import { forms } from '../definitions'
import { leadListUrl } from './leadListUrl'

/** The admin dashboard's first panel: how many leads of each kind the user may read still wait for an answer. */
export async function NewLeadsSummary({ payload, user }: ServerProps) {
  const readable = Object.values(forms).filter((form) => allows(user, form.workedBy, 'read'))
  if (readable.length === 0) return null
  const rows = await Promise.all(
    readable.map(async (form) => ({
      form,
      count: (
        await payload.count({
          collection: form.collection,
          where: { status: { equals: 'new' } },
          overrideAccess: true,
        })
      ).totalDocs,
    })),
  )
  const total = rows.reduce((sum, row) => sum + row.count, 0)
  return (
    <section aria-labelledby="new-leads-title" style={{ marginBottom: 'var(--base)' }}>
      <h2 id="new-leads-title" style={{ marginBottom: 'calc(var(--base) / 2)' }}>
        New leads: {total}
      </h2>
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 'calc(var(--base) / 2)', listStyle: 'none', padding: 0 }}>
        {rows.map(({ form, count }) => (
          <li key={form.collection}>
            <a
              href={leadListUrl(form.collection, [['status', 'equals', 'new']])}
              style={{
                display: 'block',
                padding: 'calc(var(--base) / 2) var(--base)',
                border: '1px solid var(--theme-elevation-150)',
                borderRadius: 'var(--style-radius-m)',
                textDecoration: 'none',
              }}
            >
              <strong style={{ fontSize: '1.5rem', display: 'block' }}>{count}</strong>
              {form.label}s
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
