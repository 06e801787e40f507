import { isLocale, type Locale } from '@/lib/locales'
import type { ConsentWords } from './consentWords'
import { englishConsentWords } from './en'

const loaders: Record<Locale, () => Promise<ConsentWords>> = {
  en: () => Promise.resolve(englishConsentWords),
  ar: () => import('./ar').then((module) => module.arabicConsentWords),
}

/** The banner's words in the page's language (`<html lang>`): an English page never loads the Arabic. */
export const loadConsentWords = (lang: string): Promise<ConsentWords> => loaders[isLocale(lang) ? lang : 'en']()
