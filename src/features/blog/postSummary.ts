import type { Post } from '@/payload-types'

type Summarised = Pick<Post, 'excerpt'> & { meta?: { description?: string | null } | null }

/** A post's summary as its card and the feed show it: its excerpt (none when the editor left it empty). */
export const excerptOf = (post: Pick<Post, 'excerpt'>): string | undefined => post.excerpt?.trim() || undefined

/** A post's meta description: the SEO tab's, else its excerpt. */
export const metaDescriptionOf = (post: Summarised): string | undefined => post.meta?.description?.trim() || excerptOf(post)
