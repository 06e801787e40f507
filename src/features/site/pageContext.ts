import { AsyncLocalStorage } from 'node:async_hooks'

import { defaultLocale, type Locale } from '@/lib/locales'

/**
 * What answering one request of the public pages knows, wherever in the answer it is asked
 * (src/site/middleware.ts runs every answer in it): the request, whose cookie may ask for an
 * editor's preview (preview.ts); the page's language, from its address, in which the reads ask for
 * content and the components take their words and make their links; and, while the page renders to
 * be kept, the reads its render makes (renderReads.ts).
 */
export type Render = { tags: Set<string> }
type PageContext = { request?: Request; locale: Locale; render?: Render }

const store = new AsyncLocalStorage<PageContext>()
const current = (): PageContext => store.getStore() ?? { locale: defaultLocale }

/** Answers `request`, a page in `locale`, with both at hand for everything the answer runs. */
export const answerInContext = <T>(request: Request, locale: Locale, answer: () => T): T => store.run({ request, locale }, answer)

/** Runs `answer` in `locale`: every read and render it makes is in that language (tests, scripts). */
export const withLanguage = <T>(locale: Locale, answer: () => T): T => store.run({ ...current(), locale }, answer)

/** Runs `render` with its reads gathered in `render` (renderReads.ts). */
export const withRender = <T>(render: Render, run: () => T): T => store.run({ ...current(), render }, run)

/** The language of the page being answered; English outside an answer (scripts, tests). */
export const pageLanguage = (): Locale => current().locale

/** The request being answered; none outside an answer (scripts). */
export const pageRequest = (): Request | undefined => current().request

/** The reads of the page rendering to be kept, if one is. */
export const pageRender = (): Render | undefined => current().render
