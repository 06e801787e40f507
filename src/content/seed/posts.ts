import type { Payload } from 'payload'

import { skipRevalidation } from '@/cms/hooks/revalidate'
import { richTextFromSections } from '../lexical'
import { subjectOfPost } from '../pictureSubjects'
import { postCopy } from '../posts'
import type { DemoPictures } from './images'

/** Publishes every demo post that does not exist yet, with its drawn picture, text and SEO records. */
export async function seedPosts(payload: Payload, picture: DemoPictures): Promise<void> {
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
        description: richTextFromSections(post.sections, post.intro),
        meta: { title: post.metaTitle, description: post.metaDescription, image },
        _status: 'published',
      },
    })
  }
}
