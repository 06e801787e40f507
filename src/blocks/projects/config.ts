import type { Block } from 'payload'

import { headingFields } from '../fields'

/** Chosen case studies from the portfolio, as cards linking to them. */
export const projectsBlock: Block = {
  slug: 'projects',
  interfaceName: 'ProjectsBlock',
  labels: { singular: 'Featured projects', plural: 'Featured projects' },
  fields: [
    ...headingFields(),
    { name: 'projects', type: 'relationship', relationTo: 'projects', hasMany: true, required: true, maxRows: 6 },
  ],
}
