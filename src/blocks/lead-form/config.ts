import type { Block } from 'payload'

/** One of the site's forms, with a heading and an introduction. */
export const leadFormBlock: Block = {
  slug: 'leadForm',
  interfaceName: 'LeadFormBlock',
  labels: { singular: 'Form', plural: 'Forms' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'intro', type: 'textarea' },
    {
      name: 'form',
      type: 'select',
      required: true,
      options: [
        { value: 'contact', label: 'Contact message' },
        { value: 'consultation', label: 'Free consultation (get in touch)' },
        { value: 'career', label: 'Career application' },
        { value: 'vendor', label: 'Vendor application' },
        { value: 'quote', label: 'Quote request' },
        { value: 'newsletter', label: 'Newsletter' },
      ],
    },
  ],
}
