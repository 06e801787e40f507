import { Feed } from 'feed'

import { absoluteUrl } from '@/cms/env'
import { asMedia } from '@/lib/media'
import type { Post } from '@/payload-types'
import { getCompany, getPage, listPosts } from '@/features/site/queries'
import { populated } from '@/lib/ids'
import { blogFeedPath, blogIndexPath, listingSlugs, pathOfCategory, pathOfPost } from '@/lib/routes'
import { nameList, shownAuthors } from './authors'
import { postHtml } from './postHtml'
import { excerptOf, metaDescriptionOf } from './postSummary'

/** Who wrote a post, as the feed (in English) names them: its authors ('Layla Haddad and Omar Farouk'), else the company. */
const creatorsOf = (post: Post, companyName: string) => {
  const names = shownAuthors(post).map((author) => author.name)
  return names.length ? nameList(names, 'en') : companyName
}

/** How many of the newest posts the feed carries. */
const feedLength = 20

/**
 * The blog as an RSS 2.0 feed: the newest posts with their excerpts (else their meta descriptions),
 * full text, categories and authors. RSS's own <author> holds an email address: the authors' names
 * go in Dublin Core's <dc:creator>, as feed readers expect them.
 */
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
      description: excerptOf(post) ?? metaDescriptionOf(post),
      content: postHtml(post.description),
      category: populated(post.categories).map((category) => ({ name: category.name, domain: absoluteUrl(pathOfCategory(category.slug)) })),
      extensions: [{ name: 'dc:creator', objects: { _text: creatorsOf(post, company.name) } }],
      image: image ? { url: absoluteUrl(image.url!), type: image.mimeType ?? 'image/webp', length: image.filesize ?? 0 } : undefined,
    })
  }
  return feed.rss2()
}
