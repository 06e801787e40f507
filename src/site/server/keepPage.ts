import type { AstroGlobal } from 'astro'

import { isPreview } from '@/features/site/preview'

/**
 * Keeps the page `maxAge` seconds in the route cache (then under the tags of every read its render
 * made, src/site/middleware.ts); an editor's preview, which shows drafts, is kept by no cache.
 */
export async function keepPage(cache: AstroGlobal['cache'], maxAge = 3600) {
  cache.set((await isPreview()) ? false : { maxAge })
}
