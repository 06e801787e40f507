import Link from 'next/link'
import type { ServerProps } from 'payload'

import { allows } from '@/cms/access'

/** The admin menu's link to Personal data (PersonalDataView), for owners. */
export function PersonalDataNavLink({ user }: ServerProps) {
  if (!allows(user, 'privacy', 'manage')) return null
  return (
    <Link href="/admin/personal-data" className="nav__link" id="nav-personal-data">
      <span className="nav__link-label">Personal data</span>
    </Link>
  )
}
