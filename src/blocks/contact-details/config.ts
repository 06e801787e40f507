import type { Block } from 'payload'

import { labelBlockBy, labelRowsBy } from '@/cms/admin/rowLabels'
import { hrefField } from '@/cms/fields/link'
import { headingFields } from '../fields'

/** The company's address, phone, email and hours as tiles, with links onward (vendors, careers). */
export const contactDetailsBlock: Block = {
  slug: 'contactDetails',
  interfaceName: 'ContactDetailsBlock',
  labels: { singular: 'Contact details', plural: 'Contact details' },
  admin: { disableBlockName: true, ...labelBlockBy({ fields: ['heading', 'links.0.title'], fallback: 'Contact details' }) },
  fields: [
    ...headingFields({ required: false }),
    {
      name: 'links',
      type: 'array',
      labels: { singular: 'link tile', plural: 'link tiles' },
      admin: {
        description: 'Tiles beside the contact details, e.g. to the vendors and career pages. The details come from Company details.',
        ...labelRowsBy({ fields: ['title', 'linkLabel'], fallback: 'New link tile' }),
      },
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea' },
        hrefField({ required: true }),
        { name: 'linkLabel', type: 'text', required: true },
      ],
    },
  ],
}
