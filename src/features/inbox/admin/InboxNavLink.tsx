import Link from 'next/link'
import type { ServerProps } from 'payload'

import { newLeadCounts } from '@/features/forms/admin/newLeadCounts'

const badge = { marginInlineStart: '0.5rem', padding: '0 0.45rem', borderRadius: '1rem', background: 'var(--theme-success-500)', color: 'var(--theme-bg)', fontSize: '0.8em' }

/** The admin menu's link to the inbox, with how many leads wait for an answer, for those who may read leads. */
export async function InboxNavLink({ payload, user }: ServerProps) {
  const counts = await newLeadCounts(payload, user ?? null)
  if (!counts.length) return null
  const waiting = counts.reduce((sum, { count }) => sum + count, 0)
  return (
    <Link href="/admin/inbox" className="nav__link" id="nav-inbox">
      <span className="nav__link-label">
        Inbox
        {waiting > 0 && (
          <span style={badge} aria-label={`${waiting} new`}>
            {waiting}
          </span>
        )}
      </span>
    </Link>
  )
}
