import Link from 'next/link'
import type { ServerProps } from 'payload'

import { newLeadCounts } from './newLeadCounts'

const tile = {
  display: 'block',
  padding: 'calc(var(--base) / 2) var(--base)',
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 'var(--style-radius-m)',
  textDecoration: 'none',
}

/** The admin dashboard's first panel: how many leads of each kind the user may read still wait for an answer, each opening the inbox. */
export async function NewLeadsSummary({ payload, user }: ServerProps) {
  const rows = await newLeadCounts(payload, user ?? null)
  if (rows.length === 0) return null
  const total = rows.reduce((sum, row) => sum + row.count, 0)
  return (
    <section aria-labelledby="new-leads-title" style={{ marginBottom: 'var(--base)' }}>
      <h2 id="new-leads-title" style={{ marginBottom: 'calc(var(--base) / 2)' }}>
        New leads: <Link href="/admin/inbox?view=new">{total}</Link>
      </h2>
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 'calc(var(--base) / 2)', listStyle: 'none', padding: 0 }}>
        {rows.map(({ name, form, count }) => (
          <li key={form.collection}>
            <Link href={`/admin/inbox?view=new&kind=${name}`} style={tile}>
              <strong style={{ fontSize: '1.5rem', display: 'block' }}>{count}</strong>
              {form.label}s
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
