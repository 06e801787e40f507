import type { Block } from 'payload'

import { labelBlockBy, labelRowsBy } from '@/cms/admin/rowLabels'
import { headingFields } from '../fields'

/** How the work runs, as numbered steps. */
export const processBlock: Block = {
  slug: 'process',
  interfaceName: 'ProcessBlock',
  labels: { singular: 'Process steps', plural: 'Process steps' },
  admin: labelBlockBy({ fields: ['heading', 'steps.0.title'], fallback: 'No heading yet' }),
  fields: [
    ...headingFields(),
    {
      name: 'steps',
      type: 'array',
      labels: { singular: 'step', plural: 'steps' },
      admin: labelRowsBy({ fields: ['title'], fallback: 'New step' }),
      required: true,
      minRows: 1,
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea', required: true },
      ],
    },
  ],
}
