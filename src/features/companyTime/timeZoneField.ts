import type { SelectField } from 'payload'

import { companyTimeZones, defaultCompanyTimeZone } from './zones'

/** The company's clock: every time in the admin is shown in it, and the analytics count its days. */
export const timeZoneField: SelectField = {
  name: 'timeZone',
  label: 'Time zone',
  type: 'select',
  required: true,
  defaultValue: defaultCompanyTimeZone,
  options: companyTimeZones,
  admin: { description: 'Every time in the admin is shown in this zone, and the analytics count their days in it.' },
}
