import Link from 'next/link'

/** The admin menu's link to the analytics dashboard (AnalyticsView). */
export function AnalyticsNavLink() {
  return (
    <Link href="/admin/analytics" className="nav__link" id="nav-analytics">
      <span className="nav__link-label">Analytics dashboard</span>
    </Link>
  )
}
