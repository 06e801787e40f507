import type { Locale } from '@/lib/locales'
import { arabicConsentWords } from './ar'
import type { ConsentWords } from './consentWords'
import { englishConsentWords } from './en'

export type { ConsentWords } from './consentWords'

/** The banner's words in each language, for the server (the browser loads only its page's: load.ts). */
const consentWords: Record<Locale, ConsentWords> = { en: englishConsentWords, ar: arabicConsentWords }

export const consentWordsIn = (locale: Locale): ConsentWords => consentWords[locale]
