import type { GlobalConfig } from 'payload'

import { signedIn } from '@/cms/access'
import { forms } from '../definitions'

/** Who is told about new leads: one list for all forms, and optionally one per form. */
export const LeadNotifications: GlobalConfig = {
  slug: 'lead-notifications',
  label: 'Lead notifications',
  admin: {
    group: 'Leads',
    description:
      "Addresses that receive each new lead, separated by commas. Empty: the default list, then MAIL_TO, then the company's email.",
  },
  access: { read: signedIn, update: signedIn },
  fields: [
    { name: 'defaultRecipients', label: 'Default recipients', type: 'text' },
    ...Object.entries(forms).map(([name, form]) => ({
      name,
      label: `${form.label}s`,
      type: 'text' as const,
    })),
  ],
}
