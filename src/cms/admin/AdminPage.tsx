import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps, PayloadRequest } from 'payload'
import type { ReactNode } from 'react'

/**
 * Lets a custom admin view's users through: signed out, to the sign-in page and back to `path`
 * after; signed in without `allowed`, to the dashboard.
 */
export function admitTo(req: PayloadRequest, path: string, allowed: (user: NonNullable<PayloadRequest['user']>) => boolean) {
  if (!req.user) redirect(`/admin/login?redirect=${encodeURIComponent(path)}`)
  if (!allowed(req.user)) redirect('/admin')
}

/** A custom admin view in the admin's own frame (menu, header), under its title. */
export function AdminPage({ view, title, children }: { view: AdminViewServerProps; title: string; children: ReactNode }) {
  const { initPageResult, params, searchParams, i18n, payload } = view
  const { req, permissions, visibleEntities, locale } = initPageResult
  return (
    <DefaultTemplate
      i18n={i18n}
      locale={locale}
      params={params}
      payload={payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <h1 className="admin-page__title">{title}</h1>
        {children}
      </Gutter>
    </DefaultTemplate>
  )
}
