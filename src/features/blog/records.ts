import { postHtml } from './postHtml'
import type { MetaTitleRecord } from '@/features/seo/records'
import { notFoundJson } from '@/lib/cachedJson'
import { asMedia } from '@/lib/media'
import type { Post } from '@/payload-types'

/** SPEC §3's Blog, as SPEC §7's blog calls return it. */
export type BlogRecord = {
  id: number
  title: string
  url: string
  created_at: string
  /** The picture's file name, URL-encoded; the file is served at /api/media/file/{encoded_file_name}. */
  encoded_file_name: string
  image_alt_text: string
  /** The post's text as sanitised HTML. */
  description: string
}

export function blogRecord(post: Post): BlogRecord {
  const image = asMedia(post.image)
  return {
    id: post.id,
    title: post.title,
    url: post.url,
    created_at: post.publishedAt,
    encoded_file_name: image?.filename ? encodeURIComponent(image.filename) : '',
    image_alt_text: image?.alt ?? '',
    description: postHtml(post.description),
  }
}

/** SPEC §7's blog title record of a post: blank when the post has no meta title of its own. */
export const blogTitleRecord = (post: Post): MetaTitleRecord => ({ url: post.url, title: post.meta?.title?.trim() ?? '' })

/** What SPEC §7's calls for one post answer when no published post has the address. */
export const unknownPost = (url: string) => notFoundJson(`No published blog post has the address '${url}'.`)
