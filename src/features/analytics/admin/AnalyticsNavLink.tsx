import Link from 'next/link'
import type { ServerProps } from 'payload'

import { allows } from '@/cms/access'

/** The admin menu's link to the analytics dashboard (AnalyticsView), for those who may read the charts. */
export function AnalyticsNavLink({ user }: ServerProps) {
  if (!allows(user, 'visitCharts', 'read')) return null
  return (
    <Link href="/admin/analytics" className="nav__link" id="nav-analytics">
      <span className="nav__link-label">Analytics dashboard</span>
    </Link>
  )
}
