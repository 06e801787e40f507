import type { Block } from 'payload'

import { labelBlockBy, labelRowsBy } from '@/cms/admin/rowLabels'
import { hrefField } from '@/cms/fields/link'
import { headingFields } from '../fields'

/** Titled cards (kinds of pergola, service groups) in a grid, or alternating rows of picture and text. */
export const cardsBlock: Block = {
  slug: 'cards',
  interfaceName: 'CardsBlock',
  labels: { singular: 'Cards', plural: 'Cards' },
  admin: labelBlockBy({ fields: ['heading', 'items.0.title'], fallback: 'No card yet' }),
  fields: [
    ...headingFields({ required: false }),
    {
      name: 'layout',
      type: 'select',
      required: true,
      defaultValue: 'grid',
      options: [
        { value: 'grid', label: 'Grid of cards' },
        { value: 'rows', label: 'Rows of picture and text' },
      ],
    },
    {
      name: 'items',
      type: 'array',
      labels: { singular: 'card', plural: 'cards' },
      admin: labelRowsBy({ fields: ['title'], fallback: 'New card', pictureField: 'image' }),
      required: true,
      minRows: 1,
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea', required: true },
        { name: 'image', type: 'upload', relationTo: 'media' },
        hrefField({ required: false }),
        { name: 'linkLabel', type: 'text', admin: { description: "The link's words; 'Learn more' when empty." } },
      ],
    },
  ],
}
