import type { GlobalConfig } from 'payload'

import { signedIn } from '../access'
import { defaultRetentionDays } from '@/features/visits/protocol'

/** Settings › Analytics: how long the page views are kept (issue 26). */
export const Analytics: GlobalConfig = {
  slug: 'analytics',
  label: 'Analytics',
  admin: { group: 'Settings' },
  access: { read: signedIn, update: signedIn },
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
  ],
}
