import type { CollectionConfig } from 'payload'

import { homeSlug, pathOfPage } from '@/lib/routes'
import { anyone } from '../access'
import { revalidateDocument } from '../hooks/revalidate'

/** Client logos shown on /our-clients and the home page. */
export const Clients: CollectionConfig = {
  slug: 'clients',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'order'], group: 'Content' },
  access: { read: anyone },
  defaultSort: 'order',
  hooks: revalidateDocument(() => [pathOfPage('our-clients'), pathOfPage(homeSlug)]),
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'logo', type: 'upload', relationTo: 'media', required: true },
    { name: 'description', type: 'textarea', admin: { description: 'Optional short line about the client.' } },
    { name: 'order', type: 'number', admin: { position: 'sidebar' } },
  ],
}
