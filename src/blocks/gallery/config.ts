import type { Block } from 'payload'

import { headingFields } from '../fields'

/** Photos that open in a lightbox, browsed as one group. */
export const galleryBlock: Block = {
  slug: 'gallery',
  interfaceName: 'GalleryBlock',
  labels: { singular: 'Gallery', plural: 'Galleries' },
  fields: [
    ...headingFields(),
    {
      name: 'images',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [{ name: 'image', type: 'upload', relationTo: 'media', required: true }],
    },
  ],
}
