import type { AdminViewServerProps } from 'payload'

import { allows } from '@/cms/access'
import { AdminPage, admitTo } from '@/cms/admin/AdminPage'
import { PersonalDataSearch } from './PersonalDataSearch'

/**
 * Personal data, at /admin/personal-data (owners): find what the site holds about an email address
 * or phone number, export it as one zip, or erase it (issue 38 §4).
 */
export function PersonalDataView(view: AdminViewServerProps) {
  admitTo(view.initPageResult.req, '/admin/personal-data', (user) => allows(user, 'privacy', 'manage'))
  return (
    <AdminPage view={view} title="Personal data">
      <p style={{ maxWidth: '48rem' }}>
        Find everything the site holds about a person, by email address or phone number: their quote and consultation requests, contact messages,
        applications with their files, and their newsletter subscription. Export gives one zip file to send them; Erase deletes it all, files included.
        Page-view counts hold no personal data and stay. Exports and erasures are recorded in the audit log.
      </p>
      <PersonalDataSearch />
    </AdminPage>
  )
}
