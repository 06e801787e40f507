import type { GlobalConfig } from 'payload'

import { hiddenUnless, may } from '@/cms/access'
import { forms } from '../definitions'

/** Who is told about new leads: one list for all forms, and optionally one per form. */
export const LeadNotifications: GlobalConfig = {
  slug: 'lead-notifications',
  label: 'Lead notifications',
  admin: {
    hidden: hiddenUnless('team', 'manage'),
    group: 'Leads',
    description:
      "Addresses that receive each new lead, separated by commas. Empty: the default list, then MAIL_TO, then the company's email.",
  },
  access: { read: may('team', 'manage'), update: may('team', 'manage'), readVersions: may('team', 'manage') },
  fields: [
    { name: 'defaultRecipients', label: 'Default recipients', type: 'text' },
    ...Object.entries(forms).map(([name, form]) => ({
      name,
      label: `${form.label}s`,
      type: 'text' as const,
    })),
  ],
}
