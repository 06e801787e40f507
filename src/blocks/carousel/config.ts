import type { Block } from 'payload'

import { labelBlockBy, labelRowsBy } from '@/cms/admin/rowLabels'
import { hrefField } from '@/cms/fields/link'
import { headingFields } from '../fields'

/** Slides moved with Previous and Next (or a swipe). */
export const carouselBlock: Block = {
  slug: 'carousel',
  interfaceName: 'CarouselBlock',
  labels: { singular: 'Carousel', plural: 'Carousels' },
  admin: labelBlockBy({ fields: ['heading', 'slides.0.title'], fallback: 'No heading yet' }),
  fields: [
    ...headingFields(),
    {
      name: 'show',
      type: 'select',
      required: true,
      defaultValue: 'tiles',
      options: [
        { value: 'tiles', label: 'Tiles: up to three at a time' },
        { value: 'wide', label: 'Wide: one slide at a time' },
      ],
    },
    {
      name: 'slides',
      type: 'array',
      labels: { singular: 'slide', plural: 'slides' },
      admin: labelRowsBy({ fields: ['title'], fallback: 'New slide', pictureField: 'image' }),
      required: true,
      minRows: 1,
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea' },
        { name: 'image', type: 'upload', relationTo: 'media' },
        hrefField({ required: false }),
      ],
    },
  ],
}
