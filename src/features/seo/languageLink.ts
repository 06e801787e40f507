import type { Metadata } from 'next'

import type { LanguageLink } from '@/components/layout/LanguageSwitch'
import { type Locale, locales } from '@/lib/locales'
import { localizedPath } from '@/lib/localePaths'

/**
 * The language switch of a page in `locale`: the same page in the other language when its metadata
 * names it among its alternates (hreflang), else that language's home.
 */
export function languageLink(metadata: Metadata, locale: Locale): LanguageLink {
  const other = locales.find((candidate) => candidate !== locale)!
  const alternate = metadata.alternates?.languages?.[other]
  return { locale: other, href: typeof alternate === 'string' ? alternate : localizedPath(other, '/') }
}
