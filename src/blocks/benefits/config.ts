import type { Block } from 'payload'

import { labelBlockBy, labelRowsBy } from '@/cms/admin/rowLabels'
import { benefitIcons } from './icons'

/** The strip of promises: Timely Delivery, Professional & Reliable, Ensured Quality, Within a Budget. */
export const benefitsBlock: Block = {
  slug: 'benefits',
  interfaceName: 'BenefitsBlock',
  labels: { singular: 'Benefits strip', plural: 'Benefits strips' },
  admin: labelBlockBy({ fields: ['heading', 'items.0.title'], fallback: 'No benefit yet' }),
  fields: [
    {
      name: 'heading',
      type: 'text',
      admin: { description: "Optional, e.g. 'What can you expect with us'. Without it the strip has a hidden heading." },
    },
    {
      name: 'items',
      type: 'array',
      labels: { singular: 'benefit', plural: 'benefits' },
      admin: labelRowsBy({ fields: ['title'], fallback: 'New benefit' }),
      required: true,
      minRows: 1,
      maxRows: 6,
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea' },
        {
          name: 'icon',
          type: 'select',
          required: true,
          defaultValue: 'quality',
          options: Object.keys(benefitIcons).map((value) => ({ value, label: value })),
        },
      ],
    },
  ],
}
