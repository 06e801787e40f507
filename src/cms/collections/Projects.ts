import type { CollectionConfig } from 'payload'

import { cacheTags, projectTag } from '@/lib/cacheTags'
import { editedBy, hiddenUnless, publishedOrEditor } from '../access'
import { labelRowsBy } from '../admin/rowLabels'
import { sidebarBesideTabs } from '../fields/sidebarBesideTabs'
import { slugField } from '../fields/slug'
import { keepDocumentsInMenus } from '../hooks/keepLinkedDocuments'
import { revalidateDocument } from '../hooks/revalidate'
import { draftVersions, previewOf, viewOnSiteField } from '../preview'
import { translatable } from '../localization/translatable'
import { oldAddressesField, withAutomaticRedirects } from '@/features/redirects/hooks/automaticRedirects'

type ProjectDoc = { slug?: string | null; title?: string | null; breadcrumb?: string | null; _status?: string | null }

// The case study, and every list of them (the portfolio, featured-projects blocks, each case study's neighbours).
const tagsOfProject = (doc: ProjectDoc) => (doc.slug ? [projectTag(doc.slug), cacheTags.projects] : [cacheTags.projects])


/** Portfolio case studies, served at /portfolios/{slug}. */
export const Projects: CollectionConfig = translatable({
  slug: 'projects',
  labels: { singular: 'Project', plural: 'Portfolio projects' },
  admin: {
    hidden: hiddenUnless('content', 'edit'),
    useAsTitle: 'title',
    defaultColumns: ['title', 'location', 'sector', 'featured', 'updatedAt'],
    listSearchableFields: ['title', 'slug', 'location'],
    group: 'Content',
    ...previewOf('projects'),
  },
  defaultSort: 'title',
  access: editedBy('content', publishedOrEditor),
  versions: draftVersions,
  hooks: withAutomaticRedirects('projects', { ...revalidateDocument(tagsOfProject, (doc: ProjectDoc) => [doc.slug, doc.title, doc.breadcrumb, doc._status]), beforeDelete: [keepDocumentsInMenus('projects')] }),
  fields: sidebarBesideTabs([
    viewOnSiteField('projects'),
    oldAddressesField,
    {
      name: 'title',
      type: 'text',
      required: true,
      admin: {
        description:
          "The project's heading (its h1), on its card in the portfolio and featured projects, in the previous and next links, the breadcrumb unless Breadcrumb label is set, and the browser tab (unless the SEO tab has a meta title).",
      },
    },
    slugField('slug', 'The project is served at /portfolios/{slug}.'),
    { name: 'location', type: 'text', required: true },
    {
      name: 'sector',
      type: 'relationship',
      relationTo: 'sectors',
      required: true,
      admin: { description: 'Add or rename sectors in Portfolio sectors.' },
    },
    { name: 'services', type: 'text', hasMany: true, admin: { description: 'Services delivered.' } },
    { name: 'description', type: 'richText' },
    {
      name: 'mainImage',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Optional: a project may show only its gallery.' },
    },
    {
      name: 'breadcrumb',
      label: 'Breadcrumb label',
      type: 'text',
      admin: { description: "The project's name in the breadcrumb; its title when empty." },
    },
    {
      name: 'gallery',
      type: 'array',
      labels: { singular: 'picture', plural: 'pictures' },
      admin: {
        description: 'Thumbnails under the description, opening in a lightbox in this order.',
        ...labelRowsBy({ fields: ['image'], fallback: 'New picture', pictureField: 'image' }),
      },
      fields: [{ name: 'image', type: 'upload', relationTo: 'media', required: true }],
    },
    {
      type: 'row',
      fields: [
        { name: 'video', type: 'upload', relationTo: 'videos' },
        {
          name: 'videoDisplay',
          type: 'select',
          defaultValue: 'inline',
          options: [
            { value: 'inline', label: 'In the project section, with controls' },
            { value: 'feature', label: 'Full width, looping and muted, with controls' },
          ],
          admin: { condition: (_, siblings) => Boolean(siblings?.video) },
        },
      ],
    },
    {
      name: 'facts',
      type: 'group',
      admin: { description: 'The key facts shown beside the description (with the location and sector); each is optional.' },
      fields: [
        { name: 'scope', type: 'text', admin: { description: "What the studio did, e.g. 'Design and fit-out'." } },
        { name: 'completionTime', type: 'text', label: 'Duration', admin: { description: "e.g. '45 days'" } },
        { name: 'year', type: 'number', min: 1990, max: 2100, admin: { description: 'The year of handover.' } },
        { name: 'requirements', type: 'textarea' },
        { name: 'construction', type: 'textarea' },
        { name: 'materials', type: 'text', hasMany: true },
      ],
    },
    {
      name: 'sellingPoints',
      type: 'array',
      labels: { singular: 'selling point', plural: 'selling points' },
      admin: {
        description: "Shown under a 'Why Choose' heading, e.g. on a video case study.",
        ...labelRowsBy({ fields: ['title'], fallback: 'New selling point' }),
      },
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea', required: true },
      ],
    },
    {
      name: 'featured',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'Shown on the home page.' },
    },
  ]),
})
