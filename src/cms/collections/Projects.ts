import type { CollectionConfig } from 'payload'

import { sectors } from '@/content/types'
import { homeSlug, pathOfPage, pathOfProject, portfolioIndexPath } from '@/lib/routes'
import { anyone } from '../access'
import { slugField } from '../fields/slug'
import { revalidateDocument } from '../hooks/revalidate'

type ProjectDoc = { slug?: string | null }

const pathsOfProject = (doc: ProjectDoc) =>
  doc.slug ? [pathOfProject(doc.slug), portfolioIndexPath, pathOfPage(homeSlug)] : []

const sectorLabel = (sector: string) =>
  sector.replace(/-/g, ' ').replace(/^\w/, (letter) => letter.toUpperCase())

/** Portfolio case studies, served at /portfolios/{slug}. */
export const Projects: CollectionConfig = {
  slug: 'projects',
  labels: { singular: 'Project', plural: 'Portfolio projects' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'location', 'sector', 'featured', 'updatedAt'],
    group: 'Content',
  },
  access: { read: anyone },
  hooks: revalidateDocument(pathsOfProject),
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField('slug', 'The project is served at /portfolios/{slug}.'),
    { name: 'location', type: 'text', required: true },
    {
      name: 'sector',
      type: 'select',
      required: true,
      options: sectors.map((value) => ({ value, label: sectorLabel(value) })),
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
      name: 'featured',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'Shown on the home page.' },
    },
  ],
}
