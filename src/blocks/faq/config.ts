import type { Block } from 'payload'

import { labelBlockBy, labelRowsBy } from '@/cms/admin/rowLabels'

/** Questions and answers; one answer open at a time, the first open when the page loads. */
export const faqBlock: Block = {
  slug: 'faq',
  interfaceName: 'FaqBlock',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  admin: labelBlockBy({ fields: ['heading', 'items.0.question'], fallback: 'No question yet' }),
  fields: [
    {
      name: 'heading',
      type: 'text',
      required: true,
      defaultValue: 'Frequently Asked Questions',
      admin: { description: "Keep 'FAQ' or 'Frequently Asked Questions' in it." },
    },
    {
      name: 'items',
      type: 'array',
      labels: { singular: 'question', plural: 'questions' },
      admin: labelRowsBy({ fields: ['question'], fallback: 'New FAQ item' }),
      required: true,
      minRows: 1,
      fields: [
        { name: 'question', type: 'text', required: true },
        { name: 'answer', type: 'textarea', required: true },
      ],
    },
  ],
}
