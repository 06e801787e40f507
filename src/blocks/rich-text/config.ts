import type { Block } from 'payload'

/** Free text with headings, lists and links. */
export const richTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: { singular: 'Text', plural: 'Texts' },
  fields: [{ name: 'content', type: 'richText', required: true }],
}
