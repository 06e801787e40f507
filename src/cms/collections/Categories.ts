import type { CollectionConfig } from 'payload'

import { cacheTags } from '@/lib/cacheTags'
import { blogCategorySegment } from '@/lib/routes'
import { editedBy, hiddenUnless } from '../access'
import { slugField } from '../fields/slug'
import { keepWhilePostsName } from '../hooks/keepWhilePostsName'
import { revalidateDocument } from '../hooks/revalidate'
import { translatable } from '../localization/translatable'

/**
 * The blog's categories: each post is in one or more, and each category that holds a published
 * post has its own page, /blog/category/{slug}, linked from /blog and listed in the sitemap.
 */
export const Categories: CollectionConfig = translatable({
  slug: 'categories',
  labels: { singular: 'Category', plural: 'Blog categories' },
  admin: {
    hidden: hiddenUnless('content', 'edit'),
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'order'],
    group: 'Content',
    description: `The blog's categories, each with its page at /blog/${blogCategorySegment}/{address} once a published post is in it. A category that posts are in cannot be deleted.`,
  },
  access: editedBy('content'),
  defaultSort: 'order',
  hooks: { ...revalidateDocument(() => [cacheTags.categories]), beforeDelete: [keepWhilePostsName('categories', 'category')] },
  fields: [
    { name: 'name', type: 'text', required: true, admin: { description: "The category's heading (h1) and its link on /blog and on its posts." } },
    slugField('slug', `Its page's address: /blog/${blogCategorySegment}/{address}.`, [], 'name'),
    {
      name: 'description',
      type: 'textarea',
      required: true,
      maxLength: 300,
      admin: { description: "Shown under the category's heading, and its page's meta description: 120 to 160 characters read best in search results." },
    },
    { name: 'order', type: 'number', admin: { position: 'sidebar', description: 'Categories are listed on /blog in this order.' } },
  ],
})
