/** The site's languages: English at today's addresses, Arabic under /ar. The one list of them. */
export const locales = ['en', 'ar'] as const

export type Locale = (typeof locales)[number]

export const defaultLocale: Locale = 'en'

/** What each language is called in itself (the admin's switch, the site's), and which way it reads. */
export const localeNames: Record<Locale, string> = { en: 'English', ar: 'العربية' }

export const isLocale = (value: unknown): value is Locale => locales.includes(value as Locale)

/** Which way each language reads: the pages' `dir`, which the layout's logical properties follow. */
export const localeDirections: Record<Locale, 'ltr' | 'rtl'> = { en: 'ltr', ar: 'rtl' }

/** Each language's tag for dates and Open Graph (`ar-AE`: Arabic as the Emirates write it). */
export const localeRegions: Record<Locale, string> = { en: 'en-AE', ar: 'ar-AE' }
