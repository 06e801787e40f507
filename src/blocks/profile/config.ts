import type { Block } from 'payload'

import { labelBlockBy } from '@/cms/admin/rowLabels'

/** A person of the company (the CEO on the about page): portrait, name, role and biography. */
export const profileBlock: Block = {
  slug: 'profile',
  interfaceName: 'ProfileBlock',
  labels: { singular: 'Profile', plural: 'Profiles' },
  admin: labelBlockBy({ fields: ['heading', 'name'], fallback: 'No heading yet' }),
  fields: [
    { name: 'heading', type: 'text', required: true, admin: { description: "The section's heading, e.g. Leadership." } },
    { name: 'intro', type: 'textarea' },
    { name: 'portrait', type: 'upload', relationTo: 'media' },
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'role', type: 'text', required: true },
      ],
    },
    { name: 'biography', type: 'richText', required: true },
  ],
}
