import { postCopy } from '../../posts'
import type { PostCopy } from '../../types'
import { designPostsAr } from './design'
import { finishesPostsAr } from './finishes'
import { fitOutPostsAr } from './fitOut'
import { homePostsAr } from './homes'
import { hospitalityPostsAr } from './hospitality'
import { leisurePostsAr } from './leisure'
import { residentialPostsAr } from './residential'
import type { PostCopyText } from './types'
import { workplacePostsAr } from './workplace'

export type { PostCopyText } from './types'

/** The ten blog posts translated into Arabic, by the url of the English post (mirrors `postCopy`). */
export const postCopyTextAr: Record<string, PostCopyText> = {
  ...fitOutPostsAr,
  ...workplacePostsAr,
  ...residentialPostsAr,
  ...homePostsAr,
  ...designPostsAr,
  ...finishesPostsAr,
  ...hospitalityPostsAr,
  ...leisurePostsAr,
}

/** The urls of the translated posts, newest first (the order of `postCopy`). */
export const translatedPostUrls: readonly string[] = postCopy.map((post) => post.url).filter((url) => url in postCopyTextAr)

/**
 * A translated post as a full `PostCopy`: the Arabic text with the English post's url, date and
 * section link addresses (matched by position). Undefined when the post has no Arabic copy.
 */
export function postCopyAr(url: string): PostCopy | undefined {
  const text = postCopyTextAr[url]
  const english = postCopy.find((post) => post.url === url)
  if (!text || !english) return undefined
  return {
    ...text,
    url: english.url,
    publishedAt: english.publishedAt,
    sections: text.sections.map(({ link, ...section }, index) => {
      const href = english.sections[index]?.link?.href
      return link && href ? { ...section, link: { ...link, href } } : section
    }),
  }
}
