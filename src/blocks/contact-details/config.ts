import type { Block } from 'payload'

import { hrefField } from '@/cms/fields/link'
import { headingFields } from '../fields'

/** The company's address, phone, email and hours as tiles, with links onward (vendors, careers). */
export const contactDetailsBlock: Block = {
  slug: 'contactDetails',
  interfaceName: 'ContactDetailsBlock',
  labels: { singular: 'Contact details', plural: 'Contact details' },
  admin: { disableBlockName: true },
  fields: [
    ...headingFields({ required: false }),
    {
      name: 'links',
      type: 'array',
      admin: { description: 'Tiles beside the contact details, e.g. to the vendors and career pages. The details come from Company details.' },
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea' },
        hrefField({ required: true }),
        { name: 'linkLabel', type: 'text', required: true },
      ],
    },
  ],
}
