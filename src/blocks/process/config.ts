import type { Block } from 'payload'

import { headingFields } from '../fields'

/** How the work runs, as numbered steps. */
export const processBlock: Block = {
  slug: 'process',
  interfaceName: 'ProcessBlock',
  labels: { singular: 'Process steps', plural: 'Process steps' },
  fields: [
    ...headingFields(),
    {
      name: 'steps',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea', required: true },
      ],
    },
  ],
}
