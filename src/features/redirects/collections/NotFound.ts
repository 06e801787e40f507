import type { CollectionConfig } from 'payload'

import { hiddenUnless, may, nobody } from '@/cms/access'
import { missKindLabels, missKinds } from '../protocol'

/**
 * The not-found report (issue 40): every address the public site answered 404, counted as the
 * redirect hits are, batched (server/tally.ts). A row holds an address, counts, dates and the origin
 * of the site that linked to it most: never a visitor's address, cookie or user agent. Written by
 * the site only; a missing address leaves the list once a redirect answers it, and every one is
 * deleted once unseen for the retention Settings › Analytics sets (90 days unless changed).
 */
export const NotFound: CollectionConfig = {
  slug: 'not-found',
  labels: { singular: 'Missing address', plural: 'Not-found report' },
  admin: {
    group: 'Content',
    hidden: hiddenUnless('redirects', 'manage'),
    useAsTitle: 'path',
    defaultColumns: ['path', 'hits', 'referrer', 'lastSeen', 'firstSeen', 'kind', 'redirectThis'],
    listSearchableFields: ['path'],
    description: 'Addresses visitors asked for that the site does not have, the most asked first. Send one to a page with “Redirect this”.',
    components: { beforeListTable: ['@/features/redirects/admin/MissKindFilters#MissKindFilters'] },
  },
  defaultSort: '-hits',
  access: { read: may('redirects', 'manage'), create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['path', 'kind'], unique: true }],
  fields: [
    { name: 'path', label: 'Address', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'kind', type: 'select', required: true, options: missKinds.map((value) => ({ value, label: missKindLabels[value] })), admin: { readOnly: true } },
    { name: 'hits', type: 'number', required: true, defaultValue: 0, index: true, admin: { readOnly: true } },
    { name: 'firstSeen', type: 'date', required: true, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'lastSeen', type: 'date', required: true, index: true, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'referrer', label: 'Linked from (most)', type: 'text', admin: { readOnly: true, description: 'The site whose links led here most often (its origin only).' } },
    // The origins that linked here, with their counts: the most seen is `referrer`.
    { name: 'referrers', type: 'json', admin: { hidden: true } },
    {
      name: 'redirectThis',
      label: ' ',
      type: 'ui',
      admin: { components: { Cell: '@/features/redirects/admin/RedirectThisCell#RedirectThisCell', Field: '@/features/redirects/admin/RedirectThisCell#RedirectThisButton' } },
    },
  ],
}
