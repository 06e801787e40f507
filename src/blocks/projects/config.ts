import type { Block } from 'payload'

import { labelBlockBy } from '@/cms/admin/rowLabels'
import { headingFields } from '../fields'

/** The case studies marked 'featured' in the portfolio, as cards linking to them. */
export const projectsBlock: Block = {
  slug: 'projects',
  interfaceName: 'ProjectsBlock',
  labels: { singular: 'Featured projects', plural: 'Featured projects' },
  admin: labelBlockBy({ fields: ['heading'], fallback: 'No heading yet' }),
  fields: [
    ...headingFields(),
    { name: 'limit', type: 'number', required: true, defaultValue: 6, min: 1, max: 12 },
  ],
}
