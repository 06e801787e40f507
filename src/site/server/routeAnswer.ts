import type { AstroGlobal } from 'astro'

import { pageLanguage } from '@/features/site/pageContext'
import { isPreview } from '@/features/site/preview'
import { localizedPath } from '@/lib/localePaths'

/**
 * Keeps the page `maxAge` seconds in the route cache (then under the tags of every read its render
 * made, src/site/middleware.ts); an editor's preview, which shows drafts, is kept by no cache.
 */
export async function keepPage(cache: AstroGlobal['cache'], maxAge = 3600) {
  cache.set((await isPreview()) ? false : { maxAge })
}

/**
 * Where a route rewrites an address it does not have: the not-found page in the page's language
 * (a rewrite runs the middleware again, which reads the language from the address).
 */
export const notFoundRoute = () => localizedPath(pageLanguage(), '/404')
