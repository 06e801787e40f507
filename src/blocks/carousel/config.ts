import type { Block } from 'payload'

import { hrefField } from '@/cms/fields/link'
import { headingFields } from '../fields'

/** Slides moved with Previous and Next (or a swipe). */
export const carouselBlock: Block = {
  slug: 'carousel',
  interfaceName: 'CarouselBlock',
  labels: { singular: 'Carousel', plural: 'Carousels' },
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
