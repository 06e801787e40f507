import type { CollectionConfig } from 'payload'

import { pageBlocks } from '@/blocks/configs'
import { cacheTags, pageTag } from '@/lib/cacheTags'
import { editedBy, hiddenUnless, publishedOrEditor } from '../access'
import { sidebarBesideTabs } from '../fields/sidebarBesideTabs'
import { slugField } from '../fields/slug'
import { keepDocumentsInMenus } from '../hooks/keepLinkedDocuments'
import { revalidateDocument } from '../hooks/revalidate'
import { draftVersions, previewOf, viewOnSiteField } from '../preview'
import { checkPageAddress, keepFixedPages } from './pageAddress'
import { pageTypeField } from './pageType'
import { translatable } from '../localization/translatable'
import { oldAddressesField, withAutomaticRedirects } from '@/features/redirects/hooks/automaticRedirects'

type PageDoc = { slug?: string | null; title?: string | null; breadcrumb?: string | null; _status?: string | null }

// The page itself, and the lists of every page (the sitemap, the SEO records).
const tagsOfPage = (doc: PageDoc) => (doc.slug ? [pageTag(doc.slug), cacheTags.pages] : [cacheTags.pages])

/** The home page, the main pages and the service landing pages: each a list of blocks. */
export const Pages: CollectionConfig = translatable({
  slug: 'pages',
  admin: {
    hidden: hiddenUnless('content', 'edit'),
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'updatedAt'],
    listSearchableFields: ['title', 'slug'],
    group: 'Content',
    ...previewOf('pages'),
  },
  defaultSort: 'title',
  access: editedBy('content', publishedOrEditor),
  versions: draftVersions,
  hooks: withAutomaticRedirects('pages', { ...revalidateDocument(tagsOfPage, (doc: PageDoc) => [doc.slug, doc.title, doc.breadcrumb, doc._status]), beforeDelete: [keepFixedPages, keepDocumentsInMenus('pages')] }),
  fields: sidebarBesideTabs([
    viewOnSiteField('pages'),
    oldAddressesField,
    {
      name: 'title',
      type: 'text',
      required: true,
      admin: {
        description:
          "The page's name: in this list, the site search's results and the browser tab (unless the SEO tab has a meta title), and the breadcrumb unless Breadcrumb is set. The heading visitors see (the h1) is the Page banner section's.",
      },
    },
    slugField('slug', "The page's address: 'office-fit-out' is served at /office-fit-out; 'home' is the home page.", checkPageAddress),
    pageTypeField,
    {
      name: 'breadcrumb',
      type: 'text',
      admin: { position: 'sidebar', description: 'Label of the page in breadcrumbs. Empty: the title.' },
    },
    {
      name: 'layout',
      label: 'Sections',
      labels: { singular: 'section', plural: 'sections' },
      type: 'blocks',
      blocks: pageBlocks,
      required: true,
    },
  ]),
})
