import { AsyncLocalStorage } from 'node:async_hooks'

import { defaultLocale, type Locale } from '@/lib/locales'

/**
 * What answering one request of the public pages knows, wherever in the answer it is asked
 * (src/site/middleware.ts runs every answer in it): the request, whose cookie may ask for an
 * editor's preview (preview.ts); the page's language, from its address, in which the reads ask for
 * content and the components take their words and make their links; and, while the page renders to
 * be kept, the reads its render makes (below).
 */
type PageContext = { request?: Request; locale: Locale; render?: { tags: Set<string> } }

const store = new AsyncLocalStorage<PageContext>()
const current = (): PageContext => store.getStore() ?? { locale: defaultLocale }

/** Answers `request`, a page in `locale`, with both at hand for everything the answer runs. */
export const answerInContext = <T>(request: Request, locale: Locale, answer: () => T): T => store.run({ request, locale }, answer)

/** Runs `answer` in `locale`: every read and render it makes is in that language (tests, scripts). */
export const withLanguage = <T>(locale: Locale, answer: () => T): T => store.run({ ...current(), locale }, answer)

/** The language of the page being answered; English outside an answer (scripts, tests). */
export const pageLanguage = (): Locale => current().locale

/** The request being answered; none outside an answer (scripts). */
export const pageRequest = (): Request | undefined => current().request

/**
 * Runs `render`, collecting the cache tags of the reads it makes, under which the page is then kept
 * (src/site/middleware.ts). Reads happen while React renders (async components read more), after
 * the route's frontmatter ran, so the tags are known only once the whole page is rendered. A read
 * asked twice in a render is made once by the kept reads (readCache.ts), which hand every caller
 * the same promise.
 */
export function withRenderReads<T>(render: () => T): { tags: Set<string>; result: T } {
  const tags = new Set<string>()
  return { tags, result: store.run({ ...current(), render: { tags } }, render) }
}

/** Whether a page's render is under way in this async context. */
export const rendering = () => current().render !== undefined

/** Gives the page rendering the tags of a read it made. */
export function noteTags(tags: readonly string[]) {
  for (const tag of tags) current().render?.tags.add(tag)
}
