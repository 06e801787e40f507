import type { CollectionConfig } from 'payload'

import { blogIndexPath, homeSlug, pathOfPage, pathOfPost } from '@/lib/routes'
import { anyone } from '../access'
import { slugField } from '../fields/slug'
import { revalidateDocument } from '../hooks/revalidate'

type PostDoc = { url?: string | null }

const pathsOfPost = (doc: PostDoc) =>
  doc.url ? [pathOfPost(doc.url), blogIndexPath, pathOfPage(homeSlug)] : []

/** Blog posts, served at /blog/{url}. Named 'posts' so that SPEC §7's GET /api/blogs stays free. */
export const Posts: CollectionConfig = {
  slug: 'posts',
  labels: { singular: 'Blog post', plural: 'Blog posts' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'url', 'publishedAt'], group: 'Content' },
  access: { read: anyone },
  hooks: revalidateDocument(pathsOfPost),
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField('url', 'The post is served at /blog/{url}.'),
    {
      name: 'publishedAt',
      type: 'date',
      required: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar' },
    },
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    { name: 'description', type: 'richText', required: true },
  ],
}
