import type { CollectionConfig } from 'payload'

import { hiddenUnless, may } from '@/cms/access'
import { afterRedirectDeleted, afterRedirectSaved } from '../hooks/afterRedirectSaved'
import { checkRedirect } from '../hooks/checkRedirect'
import { redirectEndpoints } from '../csv/endpoints'
import { countsEndpoint } from '../server/counts'
import { defaultRedirectType, redirectTypeLabels, redirectTypes, targetCollections } from '../protocol'

const leads = ({ type }: { type?: string } = {}) => type !== '410'

/**
 * Redirects (issue 40): each sends an address of this site, where no page lives, to a new
 * address, a page, post or case study, or answers 410 Gone. Served by the public pages' server
 * (src/features/redirects/server), counted there without anything that names a visitor.
 */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  labels: { singular: 'Redirect', plural: 'Redirects' },
  admin: {
    group: 'Content',
    hidden: hiddenUnless('redirects', 'manage'),
    useAsTitle: 'from',
    defaultColumns: ['from', 'to', 'toDocument', 'type', 'hits', 'lastHit', 'automatic'],
    listSearchableFields: ['from', 'to'],
    description: 'Old addresses sent on to new ones, served where the site has no page. Import or export them as CSV (from, to, type) above the list.',
    components: { beforeListTable: ['@/features/redirects/admin/RedirectFile#RedirectFile'] },
  },
  defaultSort: 'from',
  access: { read: may('redirects', 'manage'), create: may('redirects', 'manage'), update: may('redirects', 'manage'), delete: may('redirects', 'manage') },
  endpoints: [...redirectEndpoints, countsEndpoint],
  hooks: { beforeValidate: [checkRedirect], afterChange: [afterRedirectSaved], afterDelete: [afterRedirectDeleted] },
  fields: [
    {
      name: 'from',
      label: 'Old address',
      type: 'text',
      required: true,
      unique: true,
      admin: {
        description: 'A path of this site, such as /old-page or /ar/old-page (each language’s address is its own rule), with its query if it had one (/index.php?p=12). End it with /* to move everything under it: /old-blog/* sends /old-blog/a-post to the new address + /a-post.',
        components: { Field: '@/features/redirects/admin/FromField#FromField' },
      },
    },
    {
      name: 'type',
      type: 'select',
      required: true,
      defaultValue: defaultRedirectType,
      options: redirectTypes.map((value) => ({ value, label: redirectTypeLabels[value] })),
      admin: { description: '301 for an address moved for good (search engines carry its standing over), 302 or 307 for now, 410 for a page removed for good.' },
    },
    {
      name: 'toDocument',
      label: 'New page',
      type: 'relationship',
      relationTo: [...targetCollections],
      admin: { condition: leads, description: 'Pick a page, post or case study: the redirect follows it if its address changes. Or leave it empty and write the new address below.' },
    },
    {
      name: 'to',
      label: 'New address',
      type: 'text',
      admin: { condition: (data) => leads(data) && !data?.toDocument, description: 'A path of this site (/new-page) or a whole address elsewhere (https://…).' },
    },
    {
      name: 'automatic',
      type: 'checkbox',
      defaultValue: false,
      access: { update: () => false },
      admin: { position: 'sidebar', readOnly: true, description: 'Made when a published page, post or case study moved to a new address.' },
    },
    { name: 'hits', type: 'number', defaultValue: 0, access: { create: () => false, update: () => false }, admin: { position: 'sidebar', readOnly: true, description: 'Visits it has answered.' } },
    { name: 'lastHit', label: 'Last used', type: 'date', access: { create: () => false, update: () => false }, admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
