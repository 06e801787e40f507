import type { Block } from 'payload'

import { labelBlockBy } from '@/cms/admin/rowLabels'

/** A call to book a free consultation: its button opens the consultation dialog. */
export const consultationBlock: Block = {
  slug: 'consultation',
  interfaceName: 'ConsultationBlock',
  labels: { singular: 'Free Consultation call', plural: 'Free Consultation calls' },
  admin: labelBlockBy({ fields: ['heading'], fallback: 'No heading yet' }),
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    { name: 'buttonLabel', type: 'text', required: true, defaultValue: 'Free Consultation' },
  ],
}
