import type { GlobalConfig } from 'payload'

import { cacheTags } from '@/lib/cacheTags'
import { anyone } from '../access'
import { menuLinkFields } from '../fields/link'
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
      required: true,
      fields: [
        ...menuLinkFields,
        {
          name: 'groups',
          label: 'Dropdown groups',
          type: 'array',
          admin: {
            description: "Optional: groups of links that drop down under this item (the services menu's groups: add a service page to one by picking it).",
          },
          fields: [
            { name: 'label', type: 'text', required: true },
            { name: 'links', type: 'array', required: true, fields: menuLinkFields },
          ],
        },
      ],
    },
    { name: 'footerLinks', label: 'Footer useful links', type: 'array', fields: menuLinkFields },
  ],
}
