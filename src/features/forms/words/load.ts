import { isLocale, type Locale } from '@/lib/locales'
import { englishFormWords } from './en'
import type { FormWords } from './formWords'

const loaders: Record<Locale, () => Promise<FormWords>> = {
  en: () => Promise.resolve(englishFormWords),
  ar: () => import('./ar').then((module) => module.arabicFormWords),
}

/** The forms' words in the page's language (`<html lang>`): an English page never loads the Arabic. */
export const loadFormWords = (lang: string): Promise<FormWords> => loaders[isLocale(lang) ? lang : 'en']()
