import type { Metadata } from 'next'

import { PageLink } from '@/components/PageLink'
import { SearchForm } from '@/features/search/SearchForm'
import { notFoundPath } from '@/lib/routes'

export const notFoundMetadata: Metadata = {
  title: 'Page not found',
  description: 'The page you were looking for has moved or no longer exists. Search the site or return home.',
  alternates: { canonical: notFoundPath },
  robots: { index: false },
}

/** Shown with HTTP 404 for any address the site does not have, and at /error_404. */
export function NotFoundPage() {
  return (
    <section className="wrap flex flex-col items-center py-24 text-center">
      <p className="font-display text-7xl text-wine">404</p>
      <h1 className="mt-4 font-display text-4xl">This page could not be found</h1>
      <p className="mt-4 max-w-xl text-ink-soft">
        The address may have changed or the page may have moved. Search for what you need, or start again from the home
        page.
      </p>
      <div className="mt-8 flex w-full justify-center">
        <SearchForm />
      </div>
      <PageLink href="/" className="btn btn-outline mt-6">
        Back to the home page
      </PageLink>
    </section>
  )
}
