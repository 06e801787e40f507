import type { CollectionConfig } from 'payload'

import { cacheTags } from '@/lib/cacheTags'
import { editedBy, hiddenUnless } from '../access'
import { revalidateDocument } from '../hooks/revalidate'
import { sameInEveryLanguage } from '../localization/localizeWords'
import { translatable } from '../localization/translatable'

/** Client logos, shown by the client-logos block wherever an editor places it. */
export const Clients: CollectionConfig = translatable({
  slug: 'clients',
  admin: { hidden: hiddenUnless('content', 'edit'), useAsTitle: 'name', defaultColumns: ['name', 'order'], group: 'Content' },
  access: editedBy('content'),
  defaultSort: 'order',
  hooks: revalidateDocument(() => [cacheTags.clients]),
  fields: [
    // A client's name is its brand, written as it writes it.
    sameInEveryLanguage({ name: 'name', type: 'text', required: true }),
    { name: 'logo', type: 'upload', relationTo: 'media', required: true },
    { name: 'description', type: 'textarea', admin: { description: 'Optional short line about the client.' } },
    { name: 'order', type: 'number', admin: { position: 'sidebar' } },
  ],
})
