import type { Metadata } from 'next'

import { PageLink } from '@/components/PageLink'
import { alternatesOf } from '@/features/seo/languages'
import { SearchForm } from '@/features/search/SearchForm'
import { type Locale } from '@/lib/locales'
import { notFoundPath } from '@/lib/routes'
import { wordsIn } from '@/lib/words'
import { pageLanguage } from './pageContext'
import { words } from './words'

/** The not-found page's title and description in `locale` (the page's language unless told). */
export function notFoundMetadata(locale: Locale = pageLanguage()): Metadata {
  const t = wordsIn(locale).notFound
  return {
    title: t.title,
    description: t.description,
    alternates: alternatesOf(notFoundPath, [locale]),
    robots: { index: false },
  }
}

/** Shown with HTTP 404 for any address the site does not have, and at /error_404. */
export function NotFoundPage() {
  const t = words().notFound
  return (
    <section className="wrap flex flex-col items-center py-24 text-center">
      <p className="font-display text-7xl text-wine">404</p>
      <h1 className="mt-4 font-display text-4xl">{t.heading}</h1>
      <p className="mt-4 max-w-xl text-ink-soft">{t.text}</p>
      <div className="mt-8 flex w-full justify-center">
        <SearchForm />
      </div>
      <PageLink href="/" className="btn btn-outline mt-6">
        {t.home}
      </PageLink>
    </section>
  )
}
