import type { CollectionConfig } from 'payload'

import { cacheTags, postTag } from '@/lib/cacheTags'
import { blogPagesSegment, pathOfDocument } from '@/lib/routes'
import { publishedOrSignedIn } from '../access'
import { slugField } from '../fields/slug'
import { revalidateDocument } from '../hooks/revalidate'
import { draftVersions, previewOf } from '../preview'

type PostDoc = { url?: string | null }

// Every list of posts (the blog's pages, each post's related column, latest-posts blocks, the feed),
// and the post's own address, which may have been answered 404 before it was published.
const tagsOfPost = (doc: PostDoc) => (doc.url ? [postTag(doc.url), cacheTags.posts] : [cacheTags.posts])

/**
 * Blog posts (SPEC §3's Blog), served at /blog/{url}. Named 'posts' so that SPEC §7's GET /api/blogs
 * stays free. Editors save drafts, publish, or schedule a publication date.
 */
export const Posts: CollectionConfig = {
  slug: 'posts',
  labels: { singular: 'Blog post', plural: 'Blog posts' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'url', 'publishedAt', '_status'],
    group: 'Content',
    ...previewOf('url', pathOfDocument.posts),
  },
  access: { read: publishedOrSignedIn },
  versions: draftVersions,
  hooks: revalidateDocument(tagsOfPost),
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField('url', 'The post is served at /blog/{url}.', [blogPagesSegment]),
    {
      name: 'publishedAt',
      label: 'Date',
      type: 'date',
      required: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar', description: 'The date shown on the post and its card.', date: { pickerAppearance: 'dayOnly' } },
    },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      required: true,
      admin: { description: "Shown on the post and its card, described by the picture's alt text." },
    },
    { name: 'description', label: 'Text', type: 'richText', required: true },
  ],
}
