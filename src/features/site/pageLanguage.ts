import { AsyncLocalStorage } from 'node:async_hooks'

import { defaultLocale, type Locale } from '@/lib/locales'

/**
 * The language of the page being answered, from its address (src/site/middleware.ts): the reads
 * ask for their content in it, the components take their words from its dictionary and link within it.
 */
const store = new AsyncLocalStorage<Locale>()

/** Answers in `locale`: every read and render `answer` makes is in that language. */
export const withLanguage = <T>(locale: Locale, answer: () => T): T => store.run(locale, answer)

/** The language of the page being answered; English outside an answer (scripts, tests). */
export const pageLanguage = (): Locale => store.getStore() ?? defaultLocale
