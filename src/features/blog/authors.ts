import { populated } from '@/lib/ids'
import { type Locale, localeRegions } from '@/lib/locales'
import type { Author, Post } from '@/payload-types'

/**
 * A post's authors as a page in one language shows them, in the post's order: those written in
 * that language (an author read in a language they have no name in is left out, never shown in
 * another's words).
 */
export const shownAuthors = (post: Pick<Post, 'authors'>): Author[] => populated(post.authors).filter((author) => !!author.name?.trim())

/** Names joined as the language joins a list: 'Layla Haddad and Omar Farouk', 'ليلى حداد وعمر فاروق'. */
export const nameList = (names: readonly string[], locale: Locale): string =>
  new Intl.ListFormat(localeRegions[locale], { type: 'conjunction' }).format(names)
