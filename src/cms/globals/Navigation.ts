import type { GlobalConfig } from 'payload'

import { cacheTags } from '@/lib/cacheTags'
import { anyone, hiddenUnless, may } from '../access'
import { labelRowsBy } from '../admin/rowLabels'
import { menuLinkFields } from '../fields/link'
import { revalidateGlobal } from '../hooks/revalidate'
import { translatable } from '../localization/translatable'

/** The header's main menu (with the services dropdown groups) and the footer's useful links. */
export const Navigation: GlobalConfig = translatable({
  slug: 'navigation',
  admin: { group: 'Settings', hidden: hiddenUnless('content', 'edit') },
  access: { read: anyone, update: may('content', 'edit'), readVersions: may('content', 'edit') },
  hooks: { afterChange: [revalidateGlobal(cacheTags.navigation)] },
  fields: [
    {
      name: 'mainMenu',
      type: 'array',
      labels: { singular: 'menu item', plural: 'menu items' },
      admin: labelRowsBy({ fields: ['label'], fallback: 'New menu item' }),
      required: true,
      fields: [
        ...menuLinkFields,
        {
          name: 'groups',
          label: 'Dropdown groups',
          type: 'array',
          labels: { singular: 'group', plural: 'groups' },
          admin: {
            description: "Optional: groups of links that drop down under this item (the services menu's groups: add a service page to one by picking it).",
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
              fields: menuLinkFields,
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
      fields: menuLinkFields,
    },
  ],
})
