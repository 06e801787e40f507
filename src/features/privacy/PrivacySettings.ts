import type { GlobalConfig } from 'payload'

import { hiddenUnless, may } from '@/cms/access'
import { revalidateGlobal } from '@/cms/hooks/revalidate'
import { cacheTags } from '@/lib/cacheTags'
import { monthsField, retentionKindNames, retentionKinds } from './retentionKinds'

/**
 * Settings › Privacy (owners): how many months each kind of personal data is kept before the daily
 * retention job deletes it. The privacy policy shows these periods (its {…Kept} placeholders).
 */
export const PrivacySettings: GlobalConfig = {
  slug: 'privacy',
  label: 'Privacy',
  admin: {
    group: 'Settings',
    hidden: hiddenUnless('privacy', 'manage'),
    description:
      'How long personal data is kept. Every night, what is older than its period is deleted with its files, except leads ticked “Keep”. Newsletter subscribers are kept until they unsubscribe. The privacy policy shows these periods.',
  },
  access: { read: may('privacy', 'manage'), update: may('privacy', 'manage'), readVersions: may('privacy', 'manage') },
  hooks: { afterChange: [revalidateGlobal(cacheTags.privacy)] },
  fields: retentionKindNames.map((kind) => ({
    name: monthsField(kind),
    label: `${retentionKinds[kind].label}: months kept`,
    type: 'number',
    required: true,
    min: 1,
    max: 120,
    defaultValue: retentionKinds[kind].defaultMonths,
  })),
}
