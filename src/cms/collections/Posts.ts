import type { CollectionConfig } from 'payload'

import { blogFeedPath, blogFolder, blogPagesSegment, homeSlug, pathOfPage, pathOfPost } from '@/lib/routes'
import { publishedOrSignedIn } from '../access'
import { slugField } from '../fields/slug'
import { type Refresh, revalidateDocument } from '../hooks/revalidate'

type PostDoc = { url?: string | null }

// Every blog page lists posts (the list pages, the related column of every post): refresh them all,
// and the post's own address by name, which may have been served as a 404 before it was published.
const pathsOfPost = (doc: PostDoc): Refresh[] =>
  doc.url ? [pathOfPost(doc.url), { folder: blogFolder }, blogFeedPath, pathOfPage(homeSlug)] : []

/**
 * Blog posts (SPEC §3's Blog), served at /blog/{url}. Named 'posts' so that SPEC §7's GET /api/blogs
 * stays free. Editors save drafts, publish, or schedule a publication date.
 */
export const Posts: CollectionConfig = {
  slug: 'posts',
  labels: { singular: 'Blog post', plural: 'Blog posts' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'url', 'publishedAt', '_status'], group: 'Content' },
  access: { read: publishedOrSignedIn },
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 25 },
  hooks: revalidateDocument(pathsOfPost),
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
