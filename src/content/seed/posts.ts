import type { Payload } from 'payload'

import { skipRevalidation } from '@/cms/hooks/revalidate'
import { richTextFromSections } from '../lexical'
import { subjectOfPost } from '../pictureSubjects'
import { postCopy } from '../posts'
import { postAuthorKeys, postCategories } from '../blogCategories'
import { seedAuthors, seedCategories } from './blog'
import type { DemoPictures } from './images'

/**
 * Publishes every demo post that does not exist yet, with its drawn picture, text, excerpt (its meta
 * description's words), authors, categories and SEO records; the authors and categories first.
 */
export async function seedPosts(payload: Payload, picture: DemoPictures): Promise<void> {
  const authorIds = await seedAuthors(payload, picture)
  const categoryIds = await seedCategories(payload)
  for (const post of postCopy) {
    const { totalDocs } = await payload.count({ collection: 'posts', where: { url: { equals: post.url } } })
    if (totalDocs > 0) continue
    const image = await picture(`post-${post.url}`, post.imageAlt, subjectOfPost(post.url))
    await payload.create({
      collection: 'posts',
      context: skipRevalidation,
      data: {
        title: post.title,
        url: post.url,
        // Ten in the morning in Dubai: the same calendar day everywhere the date is shown.
        publishedAt: `${post.publishedAt}T06:00:00.000Z`,
        image,
        excerpt: post.metaDescription,
        description: richTextFromSections(post.sections, post.intro),
        authors: postAuthorKeys(post.url).map((key) => authorIds[key]),
        categories: (postCategories[post.url] ?? []).map((slug) => categoryIds[slug]),
        meta: { title: post.metaTitle, description: post.metaDescription, image },
        _status: 'published',
      },
    })
  }
}
