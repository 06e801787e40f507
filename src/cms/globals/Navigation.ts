import type { GlobalConfig } from 'payload'

import { cacheTags } from '@/lib/cacheTags'
import { anyone } from '../access'
import { labelRowsBy } from '../admin/rowLabels'
import { linkFields } from '../fields/link'
import { revalidateGlobal } from '../hooks/revalidate'

/** The header's main menu (with the services dropdown groups) and the footer's useful links. */
export const Navigation: GlobalConfig = {
  slug: 'navigation',
  admin: { group: 'Settings' },
  access: { read: anyone },
  hooks: { afterChange: [revalidateGlobal(cacheTags.navigation)] },
  fields: [
    {
      name: 'mainMenu',
      type: 'array',
      labels: { singular: 'menu item', plural: 'menu items' },
      admin: labelRowsBy({ fields: ['label'], fallback: 'New menu item' }),
      required: true,
      fields: [
        ...linkFields,
        {
          name: 'groups',
          label: 'Dropdown groups',
          type: 'array',
          labels: { singular: 'group', plural: 'groups' },
          admin: {
            description: 'Optional: groups of links that drop down under this item.',
            ...labelRowsBy({ fields: ['label'], fallback: 'New group' }),
          },
          fields: [
            { name: 'label', type: 'text', required: true },
            {
              name: 'links',
              type: 'array',
              required: true,
              labels: { singular: 'link', plural: 'links' },
              admin: labelRowsBy({ fields: ['label'], fallback: 'New link' }),
              fields: linkFields,
            },
          ],
        },
      ],
    },
    {
      name: 'footerLinks',
      label: 'Footer useful links',
      type: 'array',
      labels: { singular: 'link', plural: 'links' },
      admin: labelRowsBy({ fields: ['label'], fallback: 'New link' }),
      fields: linkFields,
    },
  ],
}
