import type { CollectionConfig } from 'payload'

import { pageBlocks } from '@/blocks/configs'
import { cacheTags, pageTag } from '@/lib/cacheTags'
import { pathOfDocument } from '@/lib/routes'
import { publishedOrSignedIn } from '../access'
import { slugField } from '../fields/slug'
import { revalidateDocument } from '../hooks/revalidate'
import { draftVersions, previewOf } from '../preview'

type PageDoc = { slug?: string | null }

// The page itself, and the lists of every page (the sitemap, the SEO records).
const tagsOfPage = (doc: PageDoc) => (doc.slug ? [pageTag(doc.slug), cacheTags.pages] : [cacheTags.pages])

/** The home page, the main pages and the service landing pages: each a list of blocks. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'updatedAt'],
    group: 'Content',
    ...previewOf('slug', pathOfDocument.pages),
  },
  access: { read: publishedOrSignedIn },
  versions: draftVersions,
  hooks: revalidateDocument(tagsOfPage),
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      admin: { description: 'The heading of the page (its h1).' },
    },
    slugField('slug', "The page's address: 'office-fit-out' is served at /office-fit-out; 'home' is the home page."),
    {
      name: 'breadcrumb',
      type: 'text',
      admin: { position: 'sidebar', description: 'Label of the page in breadcrumbs. Empty: the title.' },
    },
    { name: 'layout', label: 'Sections', type: 'blocks', blocks: pageBlocks, required: true },
  ],
}
