import type { Field } from 'payload'

import { isTimeOfDay, weekdays } from '@/lib/openingHours'

const timeField = (name: 'opens' | 'closes', example: string): Field => ({
  name,
  type: 'text',
  required: true,
  admin: { width: '50%', placeholder: example, description: `24-hour time, e.g. ${example}.` },
  validate: (value: string | null | undefined, { siblingData }: { siblingData: { opens?: string | null } }) => {
    if (!isTimeOfDay(value)) return `Write the time as HH:MM on a 24-hour clock, e.g. ${example}.`
    if (name === 'closes' && isTimeOfDay(siblingData?.opens) && value <= siblingData.opens) return 'Closes after it opens.'
    return true
  },
})

/**
 * Company details › Opening hours: rows of days with the same hours. The one source of the hours
 * the contact page shows (src/lib/openingHours.ts writes them out) and of search engines'.
 */
export const openingHoursField: Field = {
  name: 'openingHours',
  label: 'Opening hours',
  type: 'array',
  labels: { singular: 'opening hours', plural: 'opening hours' },
  admin: {
    description: 'One row per set of days with the same hours, e.g. Monday to Saturday, 09:00 to 18:00. Days closed are left out.',
    components: { RowLabel: '@/cms/admin/OpeningHoursRowLabel#OpeningHoursRowLabel' },
  },
  fields: [
    { name: 'days', type: 'select', hasMany: true, required: true, options: [...weekdays] },
    { type: 'row', fields: [timeField('opens', '09:00'), timeField('closes', '18:00')] },
  ],
}
