import { APIError, type CollectionConfig } from 'payload'

import { cacheTags } from '@/lib/cacheTags'
import { editedBy, hiddenUnless } from '../access'
import { slugField } from '../fields/slug'
import { revalidateDocument } from '../hooks/revalidate'
import { translatable } from '../localization/translatable'

/**
 * The sectors of the portfolio's case studies (residential, healthcare …): a collection, not a
 * list in the code, so the company adds, renames and orders them in the admin.
 */
export const Sectors: CollectionConfig = translatable({
  slug: 'sectors',
  labels: { singular: 'Sector', plural: 'Portfolio sectors' },
  admin: {
    hidden: hiddenUnless('content', 'edit'),
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'order'],
    group: 'Content',
    description: "The sectors of the portfolio's projects: the portfolio's filter buttons, in this order.",
  },
  access: editedBy('content'),
  defaultSort: 'order',
  hooks: {
    ...revalidateDocument(() => [cacheTags.sectors]),
    beforeDelete: [
      async ({ id, req }) => {
        const { totalDocs } = await req.payload.count({ collection: 'projects', where: { sector: { equals: id } }, req })
        if (totalDocs > 0) {
          throw new APIError(`${totalDocs} portfolio project(s) are in this sector: move them to another first.`, 400, null, true)
        }
      },
    ],
  },
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, admin: { description: "Shown on the project's card and facts, and on its filter button." } },
    slugField('slug', "Its name in the portfolio's address: /portfolio?sector=healthcare.", [], 'name'),
    { name: 'order', type: 'number', admin: { position: 'sidebar', description: 'Filter buttons go in this order.' } },
  ],
})
