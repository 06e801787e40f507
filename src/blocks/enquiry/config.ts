import type { Block } from 'payload'

/** The closing call to act: ask for a quote, call, write or message the company (details from Company). */
export const enquiryBlock: Block = {
  slug: 'enquiry',
  interfaceName: 'EnquiryBlock',
  labels: { singular: 'Enquiry', plural: 'Enquiries' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
  ],
}
