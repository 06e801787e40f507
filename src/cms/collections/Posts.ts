import type { CollectionConfig } from 'payload'

import { cacheTags, postTag } from '@/lib/cacheTags'
import { blogCategorySegment, blogPagesSegment } from '@/lib/routes'
import { editedBy, hiddenUnless, publishedOrEditor } from '../access'
import { sidebarBesideTabs } from '../fields/sidebarBesideTabs'
import { slugField } from '../fields/slug'
import { keepDocumentsInMenus } from '../hooks/keepLinkedDocuments'
import { revalidateDocument } from '../hooks/revalidate'
import { draftVersions, previewOf, viewOnSiteField } from '../preview'
import { translatable } from '../localization/translatable'
import { oldAddressesField, withAutomaticRedirects } from '@/features/redirects/hooks/automaticRedirects'

type PostDoc = { url?: string | null; title?: string | null; _status?: string | null }

// Every list of posts (the blog's pages, each post's related column, latest-posts blocks, the feed),
// and the post's own address, which may have been answered 404 before it was published.
const tagsOfPost = (doc: PostDoc) => (doc.url ? [postTag(doc.url), cacheTags.posts] : [cacheTags.posts])

/**
 * Blog posts (SPEC §3's Blog), served at /blog/{url}. Named 'posts' so that SPEC §7's GET /api/blogs
 * stays free. Editors save drafts, publish, or schedule a publication date.
 */
export const Posts: CollectionConfig = translatable({
  slug: 'posts',
  labels: { singular: 'Blog post', plural: 'Blog posts' },
  admin: {
    hidden: hiddenUnless('content', 'edit'),
    useAsTitle: 'title',
    defaultColumns: ['title', 'url', 'publishedAt', '_status'],
    listSearchableFields: ['title', 'url'],
    group: 'Content',
    ...previewOf('posts'),
  },
  defaultSort: '-publishedAt',
  access: editedBy('content', publishedOrEditor),
  versions: draftVersions,
  hooks: withAutomaticRedirects('posts', { ...revalidateDocument(tagsOfPost, (doc: PostDoc) => [doc.url, doc.title, doc._status]), beforeDelete: [keepDocumentsInMenus('posts')] }),
  fields: sidebarBesideTabs([
    viewOnSiteField('posts'),
    oldAddressesField,
    {
      name: 'title',
      type: 'text',
      required: true,
      admin: {
        description:
          "The post's heading (its h1), on its card in the blog and the latest posts, in the feed, the breadcrumb and the browser tab (unless the SEO tab has a meta title).",
      },
    },
    slugField('url', 'The post is served at /blog/{url}.', [blogPagesSegment, blogCategorySegment]),
    {
      name: 'excerpt',
      type: 'textarea',
      maxLength: 300,
      admin: {
        description:
          "A sentence or two saying what the post is about: on its card in the blog and the latest posts, in the feed, and its meta description when the SEO tab's is empty.",
      },
    },
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
    {
      name: 'authors',
      type: 'relationship',
      relationTo: 'authors',
      hasMany: true,
      required: true,
      admin: { position: 'sidebar', description: 'Who wrote it, shown with their photos on the post (Blog authors).' },
    },
    {
      name: 'categories',
      type: 'relationship',
      relationTo: 'categories',
      hasMany: true,
      required: true,
      admin: { position: 'sidebar', description: 'The post is listed on the page of each (Blog categories).' },
    },
  ]),
})
