import type { Locale } from '@/lib/locales'
import { arabicFormWords } from './ar'
import { englishFormWords } from './en'
import type { FormWords } from './formWords'

export type { FormWords } from './formWords'

/** The forms' words in each language, for the server (the browser loads only its page's: load.ts). */
const formWords: Record<Locale, FormWords> = { en: englishFormWords, ar: arabicFormWords }

export const formWordsIn = (locale: Locale): FormWords => formWords[locale]
