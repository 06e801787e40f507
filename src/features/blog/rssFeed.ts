import { Feed } from 'feed'

import { absoluteUrl } from '@/cms/env'
import { asMedia } from '@/lib/media'
import { getCompany, getPage, listPosts } from '@/features/site/queries'
import { blogFeedPath, blogIndexPath, listingSlugs, pathOfPost } from '@/lib/routes'
import { postHtml } from './postHtml'

/** How many of the newest posts the feed carries. */
const feedLength = 20

/** The blog as an RSS 2.0 feed: the newest posts with their summaries and full text. */
export async function rssFeed(): Promise<string> {
  const [company, blogPage, posts] = await Promise.all([getCompany(), getPage(listingSlugs.blog), listPosts(feedLength)])
  const feed = new Feed({
    title: `${blogPage?.meta?.title || 'Blog'} | ${company.name}`,
    description: blogPage?.meta?.description || company.about || undefined,
    id: absoluteUrl(blogIndexPath),
    link: absoluteUrl(blogIndexPath),
    language: 'en',
    feedLinks: { rss: absoluteUrl(blogFeedPath) },
    copyright: `© ${company.copyrightHolder || company.name}`,
    updated: posts[0] ? new Date(posts[0].publishedAt) : undefined,
    generator: false,
  })
  for (const post of posts) {
    const image = asMedia(post.image)
    feed.addItem({
      title: post.title,
      id: absoluteUrl(pathOfPost(post.url)),
      link: absoluteUrl(pathOfPost(post.url)),
      date: new Date(post.publishedAt),
      description: post.meta?.description || undefined,
      content: postHtml(post.description),
      author: [{ name: company.name }],
      image: image ? { url: absoluteUrl(image.url!), type: image.mimeType ?? 'image/webp', length: image.filesize ?? 0 } : undefined,
    })
  }
  return feed.rss2()
}
