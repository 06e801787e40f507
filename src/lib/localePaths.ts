import { defaultLocale, isLocale, type Locale, locales } from './locales'

/**
 * Where each language's pages live: English at the site's addresses ('/about-us'), every other
 * language under its own first segment ('/ar/about-us', '/ar' for its home).
 */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === defaultLocale) return path
  return path === '/' ? `/${locale}` : path.startsWith('/?') ? `/${locale}${path.slice(1)}` : `/${locale}${path}`
}

/** The language of an address and the address it has in English ('/ar/about-us' → ar, '/about-us'). */
export function languageOfPath(pathname: string): { locale: Locale; path: string } {
  const segment = pathname.split('/')[1] ?? ''
  if (segment === defaultLocale || !isLocale(segment)) return { locale: defaultLocale, path: pathname }
  return { locale: segment, path: pathname.slice(segment.length + 1) || '/' }
}

/** The first segments of the languages other than English: no page may take one as its address. */
export const languageSegments: readonly string[] = locales.filter((locale) => locale !== defaultLocale)
