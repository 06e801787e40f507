import type { CollectionConfig } from 'payload'

import { cacheTags } from '@/lib/cacheTags'
import { editedBy, hiddenUnless } from '../access'
import { keepWhilePostsName } from '../hooks/keepWhilePostsName'
import { revalidateDocument } from '../hooks/revalidate'
import { translatable } from '../localization/translatable'

/** The people who write the blog: each post names one or more, shown with their photo on the post and named in its feed. */
export const Authors: CollectionConfig = translatable({
  slug: 'authors',
  labels: { singular: 'Author', plural: 'Blog authors' },
  admin: {
    hidden: hiddenUnless('content', 'edit'),
    useAsTitle: 'name',
    defaultColumns: ['name', 'role'],
    group: 'Content',
    description: 'The people who write the blog, shown on each post they wrote. An author named by a post cannot be deleted.',
  },
  access: editedBy('content'),
  defaultSort: 'name',
  hooks: { ...revalidateDocument(() => [cacheTags.authors]), beforeDelete: [keepWhilePostsName('authors', 'author')] },
  fields: [
    { name: 'name', type: 'text', required: true, admin: { description: 'As readers see it on the post (in Arabic script on the Arabic site).' } },
    { name: 'role', type: 'text', required: true, admin: { description: "Their role at the studio, e.g. 'Senior interior designer'." } },
    {
      name: 'photo',
      type: 'upload',
      relationTo: 'media',
      required: true,
      admin: { description: "A portrait, shown small and round beside their name; its alt text is read by screen readers." },
    },
    { name: 'bio', label: 'Short bio', type: 'textarea', required: true, maxLength: 300, admin: { description: 'One or two sentences, shown under the post.' } },
  ],
})
