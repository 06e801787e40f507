import type { Block } from 'payload'

import { headingFields } from '../fields'

/** What clients said, with their name and who they are. */
export const testimonialsBlock: Block = {
  slug: 'testimonials',
  interfaceName: 'TestimonialsBlock',
  labels: { singular: 'Testimonials', plural: 'Testimonials' },
  fields: [
    ...headingFields(),
    {
      name: 'items',
      type: 'array',
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
