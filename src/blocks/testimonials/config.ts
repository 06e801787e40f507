import type { Block } from 'payload'

import { labelBlockBy, labelRowsBy } from '@/cms/admin/rowLabels'
import { headingFields } from '../fields'

/** What clients said, with their name and who they are. */
export const testimonialsBlock: Block = {
  slug: 'testimonials',
  interfaceName: 'TestimonialsBlock',
  labels: { singular: 'Testimonials', plural: 'Testimonials' },
  admin: labelBlockBy({ fields: ['heading', 'items.0.name'], fallback: 'No heading yet' }),
  fields: [
    ...headingFields(),
    {
      name: 'items',
      type: 'array',
      labels: { singular: 'testimonial', plural: 'testimonials' },
      admin: labelRowsBy({ fields: ['name', 'quote'], fallback: 'New testimonial' }),
      required: true,
      minRows: 1,
      fields: [
        { name: 'quote', type: 'textarea', required: true },
        { name: 'name', type: 'text', required: true },
        { name: 'detail', type: 'text', admin: { description: "e.g. 'Villa owner, Arabian Ranches'" } },
      ],
    },
  ],
}
