import type { Block } from 'payload'

import { labelBlockBy } from '@/cms/admin/rowLabels'

/** Free text with headings, lists and links. */
export const richTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: { singular: 'Text', plural: 'Texts' },
  admin: labelBlockBy({ fields: ['content'], fallback: 'No text yet' }),
  fields: [{ name: 'content', type: 'richText', required: true }],
}
