import type { GlobalConfig } from 'payload'

import { cacheTags } from '@/lib/cacheTags'
import { anyone, hiddenUnless, may } from '../access'
import { labelRowsBy } from '../admin/rowLabels'
import { linkFields } from '../fields/link'
import { revalidateGlobal } from '../hooks/revalidate'
import { sameInEveryLanguage } from '../localization/localizeWords'
import { translatable } from '../localization/translatable'

import { timeZoneField } from '@/features/companyTime/timeZoneField'
import { rememberCompanyTimeZone } from '@/features/companyTime/server/companyTimeZone'
import { geoField } from './geoField'
import { openingHoursField } from './openingHoursField'
import { socialNetworks } from './socialNetworks'
import { whatsappFields } from './whatsappFields'

/** Who the company is and how to reach it: every template reads these, none repeats them. */
export const Company: GlobalConfig = translatable({
  slug: 'company',
  label: 'Company details',
  admin: { group: 'Settings', hidden: hiddenUnless('content', 'edit') },
  access: { read: anyone, update: may('content', 'edit'), readVersions: may('content', 'edit') },
  hooks: { afterChange: [revalidateGlobal(cacheTags.company), rememberCompanyTimeZone] },
  fields: [
    sameInEveryLanguage({ name: 'name', type: 'text', required: true }),
    sameInEveryLanguage({ name: 'phone', type: 'text', required: true, admin: { description: 'As shown, e.g. +971 4 555 0147.' } }),
    { name: 'email', type: 'email', required: true },
    { name: 'address', type: 'textarea', required: true },
    {
      type: 'row',
      fields: [
        { name: 'city', type: 'text', required: true, defaultValue: 'Dubai' },
        sameInEveryLanguage({
          name: 'countryCode',
          type: 'text',
          required: true,
          defaultValue: 'AE',
          admin: { description: 'Two letters, for search engines.' },
        }),
      ],
    },
    {
      name: 'jurisdiction',
      label: 'Governing law',
      type: 'text',
      required: true,
      defaultValue: 'the United Arab Emirates, Emirate of Dubai',
      admin: { description: "Whose laws govern the terms and conditions, as the legal pages write it after 'the laws of'." },
    },
    sameInEveryLanguage(timeZoneField),
    sameInEveryLanguage({
      name: 'mapUrl',
      label: 'Map link',
      type: 'text',
      admin: { description: 'Opens the address in a maps app.' },
    }),
    geoField,
    sameInEveryLanguage(openingHoursField),
    sameInEveryLanguage({
      name: 'social',
      label: 'Social links',
      type: 'group',
      fields: socialNetworks.flatMap((network) => (network === 'whatsapp' ? whatsappFields : [{ name: network, type: 'text' as const }])),
    }),
    sameInEveryLanguage({
      // Retired: the chat button opens the WhatsApp above (one fact, whatsappUrl in src/lib/contact.ts).
      // Hidden, not removed, so that the schema keeps matching the committed migrations until one drops the column.
      name: 'chatUrl',
      type: 'text',
      admin: { hidden: true },
    }),
    sameInEveryLanguage({
      name: 'homeSiteUrl',
      label: 'Company home site',
      type: 'text',
      admin: { description: 'Where visitors go after sending a career or vendor application.' },
    }),
    { name: 'about', label: 'About text (footer)', type: 'textarea', required: true },
    {
      name: 'popularSearches',
      type: 'array',
      labels: { singular: 'search link', plural: 'search links' },
      admin: {
        description: "The footer's collapsible 'Popular Searches' list.",
        ...labelRowsBy({ fields: ['label'], fallback: 'New link' }),
      },
      fields: linkFields,
    },
    sameInEveryLanguage({ name: 'copyrightHolder', type: 'text', required: true }),
    {
      name: 'copyrightYear',
      label: 'Copyright since',
      type: 'number',
      required: true,
      defaultValue: 2024,
      admin: { description: 'The first year of the copyright line, which runs from it to the current year (© 2024–this year).' },
    },
  ],
})
