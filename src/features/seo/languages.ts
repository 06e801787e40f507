import type { Metadata } from 'next'

import { pageLanguage } from '@/features/site/pageContext'
import { defaultLocale, type Locale, localeRegions, locales } from '@/lib/locales'
import { localizedPath } from '@/lib/localePaths'

/** The languages a document is written in: English always, Arabic once it has its words. */
export const languagesOf = (doc: { arabic?: string | null }): Locale[] =>
  doc.arabic && doc.arabic !== 'missing' ? [...locales] : [defaultLocale]

/** A language as Open Graph names it ('ar_AE'). */
export const openGraphLocale = (locale: Locale) => localeRegions[locale].replace('-', '_')

/**
 * The canonical address of the page at `path` (its English address) in the page's language, and
 * its addresses in every language it is written in, for hreflang: each language's, and English as
 * the default for any other reader. A page in one language names no alternates.
 */
export function alternatesOf(path: string, languages: readonly Locale[]): NonNullable<Metadata['alternates']> {
  const addresses = languageAddresses(path, languages)
  return { canonical: localizedPath(pageLanguage(), path), ...(addresses && { languages: addresses }) }
}

/**
 * The addresses of the page at `path` (its English address) by hreflang: each language it is
 * written in, and English as the default; none for a page in one language. The head's alternates
 * and the sitemap's.
 */
export function languageAddresses(path: string, languages: readonly Locale[]): Record<string, string> | undefined {
  if (languages.length < 2) return undefined
  return { ...Object.fromEntries(languages.map((locale) => [locale, localizedPath(locale, path)])), 'x-default': path }
}

/** Open Graph's locale of the page, and the other languages it is written in. */
export function openGraphLocales(languages: readonly Locale[]) {
  const locale = pageLanguage()
  return { locale: openGraphLocale(locale), alternateLocale: languages.filter((other) => other !== locale).map(openGraphLocale) }
}
