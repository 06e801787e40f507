import type { Block } from 'payload'

import { labelBlockBy } from '@/cms/admin/rowLabels'

/** The closing call to act: ask for a quote, call, write or message the company (details from Company). */
export const enquiryBlock: Block = {
  slug: 'enquiry',
  interfaceName: 'EnquiryBlock',
  labels: { singular: 'Enquiry', plural: 'Enquiries' },
  admin: labelBlockBy({ fields: ['heading'], fallback: 'No heading yet' }),
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
  ],
}
