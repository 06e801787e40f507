import type { CollectionConfig } from 'payload'

import { pageBlocks } from '@/blocks/configs'
import { cacheTags, pageTag } from '@/lib/cacheTags'
import { anyone } from '../access'
import { sidebarBesideTabs } from '../fields/sidebarBesideTabs'
import { slugField } from '../fields/slug'
import { revalidateDocument } from '../hooks/revalidate'
import { checkPageAddress, keepFixedPages } from './pageAddress'
import { pageTypeField } from './pageType'

type PageDoc = { slug?: string | null; title?: string | null; breadcrumb?: string | null }

// The page itself, and the lists of every page (the sitemap, the SEO records).
const tagsOfPage = (doc: PageDoc) => (doc.slug ? [pageTag(doc.slug), cacheTags.pages] : [cacheTags.pages])

/** The home page, the main pages and the service landing pages: each a list of blocks. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'updatedAt'],
    group: 'Content',
  },
  access: { read: anyone },
  hooks: { ...revalidateDocument(tagsOfPage, (doc: PageDoc) => [doc.slug, doc.title, doc.breadcrumb]), beforeDelete: [keepFixedPages] },
  fields: sidebarBesideTabs([
    {
      name: 'title',
      type: 'text',
      required: true,
      admin: { description: 'The heading of the page (its h1).' },
    },
    slugField('slug', "The page's address: 'office-fit-out' is served at /office-fit-out; 'home' is the home page.", checkPageAddress),
    pageTypeField,
    {
      name: 'breadcrumb',
      type: 'text',
      admin: { position: 'sidebar', description: 'Label of the page in breadcrumbs. Empty: the title.' },
    },
    { name: 'layout', label: 'Sections', type: 'blocks', blocks: pageBlocks, required: true },
  ]),
}
