import type { Block } from 'payload'

import { labelBlockBy } from '@/cms/admin/rowLabels'
import { forms } from '@/features/forms/definitions'

/** One of the site's forms, with a heading and an introduction. */
export const leadFormBlock: Block = {
  slug: 'leadForm',
  interfaceName: 'LeadFormBlock',
  labels: { singular: 'Form', plural: 'Forms' },
  admin: labelBlockBy({ fields: ['heading'], fallback: 'No heading yet' }),
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'intro', type: 'textarea' },
    {
      name: 'form',
      type: 'select',
      required: true,
      options: Object.entries(forms).map(([value, form]) => ({ value, label: form.label })),
    },
  ],
}
