import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { allows } from '@/cms/access'
import { PersonalDataSearch } from './PersonalDataSearch'

/**
 * Personal data, at /admin/personal-data (owners): find what the site holds about an email address
 * or phone number, export it as one zip, or erase it (issue 38 §4).
 */
export function PersonalDataView({ initPageResult, params, searchParams, i18n, payload }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  if (!req.user) redirect('/admin/login?redirect=%2Fadmin%2Fpersonal-data')
  if (!allows(req.user, 'privacy', 'manage')) redirect('/admin')
  return (
    <DefaultTemplate
      i18n={i18n}
      locale={locale}
      params={params}
      payload={payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={req.user}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <h1 style={{ marginTop: 'var(--base)' }}>Personal data</h1>
        <p style={{ maxWidth: '48rem' }}>
          Find everything the site holds about a person, by email address or phone number: their quote and consultation requests, contact messages,
          applications with their files, and their newsletter subscription. Export gives one zip file to send them; Erase deletes it all, files included.
          Page-view counts hold no personal data and stay. Exports and erasures are recorded in the audit log.
        </p>
        <PersonalDataSearch />
      </Gutter>
    </DefaultTemplate>
  )
}
