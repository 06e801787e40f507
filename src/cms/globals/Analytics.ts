import type { GlobalConfig, TextFieldSingleValidation } from 'payload'

import { hiddenUnless, may } from '../access'
import { revalidateGlobal } from '../hooks/revalidate'
import { type ConsentTags, tagFormats } from '@/features/consent/tags'
import { defaultRetentionDays } from '@/features/visits/protocol'
import { defaultNotFoundRetentionDays } from '@/features/redirects/protocol'
import { cacheTags } from '@/lib/cacheTags'

const wellFormed =
  (tag: keyof ConsentTags): TextFieldSingleValidation =>
  (value) =>
    !value?.trim() || tagFormats[tag].pattern.test(value.trim()) || `Write it as ${tagFormats[tag].example}, or leave it empty.`

/** Settings › Analytics: how long the page views are kept, and the marketing team's own tags (issue 26). */
export const Analytics: GlobalConfig = {
  slug: 'analytics',
  label: 'Analytics',
  admin: { group: 'Settings', hidden: hiddenUnless('analyticsSettings', 'edit') },
  access: { read: may('analyticsSettings', 'edit'), update: may('analyticsSettings', 'edit'), readVersions: may('analyticsSettings', 'edit') },
  hooks: { afterChange: [revalidateGlobal(cacheTags.analytics)] },
  fields: [
    {
      name: 'viewRetentionDays',
      label: 'Keep page views for (days)',
      type: 'number',
      min: 30,
      max: 3650,
      defaultValue: defaultRetentionDays,
      admin: { description: 'Daily counts of page views older than this are deleted. They never hold a visitor’s address or any identifier.' },
    },
    {
      name: 'notFoundRetentionDays',
      label: 'Keep missing addresses for (days)',
      type: 'number',
      min: 7,
      max: 3650,
      defaultValue: defaultNotFoundRetentionDays,
      admin: { description: 'An address of the not-found report not asked for again within this many days is deleted. The report never holds a visitor’s address, cookie or browser.' },
    },
    {
      type: 'collapsible',
      label: 'Tags, loaded with the visitor’s consent',
      admin: {
        description:
          'Once one is set, every page asks its visitors first (accept, reject or choose), and loads a tag only after they agree; the choice is kept six months and can be changed from “Cookie settings” in the footer. Leave them all empty for no banner and no tag.',
      },
      fields: [
        {
          name: 'gtmId',
          label: 'Google Tag Manager container',
          type: 'text',
          validate: wellFormed('gtm'),
          admin: { placeholder: tagFormats.gtm.example, description: 'Loaded when the visitor accepts analytics or marketing; Google Consent Mode tells its tags which.' },
        },
        {
          name: 'ga4Id',
          label: 'Google Analytics 4 measurement ID',
          type: 'text',
          validate: wellFormed('ga4'),
          admin: {
            placeholder: tagFormats.ga4.example,
            description: 'Loaded directly when the visitor accepts analytics. Leave it empty when Google Analytics is set up inside the container above: it would count every visit twice.',
          },
        },
        {
          name: 'metaPixelId',
          label: 'Meta pixel ID',
          type: 'text',
          validate: wellFormed('pixel'),
          admin: { placeholder: tagFormats.pixel.example, description: 'Loaded when the visitor accepts marketing.' },
        },
      ],
    },
  ],
}
