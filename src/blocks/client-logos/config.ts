import type { Block } from 'payload'

import { labelBlockBy } from '@/cms/admin/rowLabels'
import { headingFields } from '../fields'

/** The logos of the Clients collection, in their set order. */
export const clientLogosBlock: Block = {
  slug: 'clientLogos',
  interfaceName: 'ClientLogosBlock',
  labels: { singular: 'Client logos', plural: 'Client logos' },
  admin: labelBlockBy({ fields: ['heading'], fallback: 'No heading yet' }),
  fields: [
    ...headingFields(),
    { name: 'limit', type: 'number', required: true, defaultValue: 12, min: 1, max: 48 },
    {
      name: 'showDescriptions',
      label: "Show each client's description on hover, focus or tap",
      type: 'checkbox',
      defaultValue: false,
    },
  ],
}
