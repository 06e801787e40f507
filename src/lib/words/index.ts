import type { Locale } from '../locales'
import { arabic } from './ar'
import { english, type Words } from './en'

export type { Words } from './en'

/** The dictionary of each language: one source for every word the pages say themselves. */
const dictionaries: Record<Locale, Words> = { en: english, ar: arabic }

export const wordsIn = (locale: Locale): Words => dictionaries[locale]
