import { languageTag } from '@/lib/cacheTags'
import type { Locale } from '@/lib/locales'
import { pageLanguage } from './pageContext'
import { keptRead } from './readCache'
import { noteTags, rendering } from './pageContext'

/**
 * A read of content under the cache tags of what it reads (src/lib/cacheTags.ts): kept in memory
 * (readCache.ts), so made once however many renders ask for it, and its tags given to the page that
 * made it (pageContext.ts), which is kept under them: a save that expires one of the tags refreshes
 * the read and every page that showed it. A read that finds nothing (null) is not kept, so that
 * addresses made up by visitors do not fill the memory; its tags still reach the page, so a document
 * published at that address refreshes it. Outside a page's render (scripts, tests) nothing is kept:
 * the content is read as it is. A read is made in the page's language (pageContext.ts) and kept
 * under that language's tags.
 */
export function taggedRead<Args extends unknown[], T>(
  name: string,
  tagsOf: (...args: NoInfer<Args>) => string[],
  read: (...args: Args) => Promise<T>,
): (...args: Args) => Promise<T> {
  return (...args: Args) => {
    if (!rendering()) return read(...args)
    const locale = pageLanguage()
    const id = `${locale}\0${name}\0${JSON.stringify(args)}`
    const tags = tagsOf(...args).map((tag) => languageTag(tag, locale))
    noteTags(tags)
    return keptRead(id, tags, () => read(...args))
  }
}

/** Gives the page rendering the tags of a read it makes itself, in these languages, without keeping what it read (a sitemap file). */
export function noteReadTags(tags: readonly string[], locales: readonly Locale[]) {
  noteTags(locales.flatMap((locale) => tags.map((tag) => languageTag(tag, locale))))
}
