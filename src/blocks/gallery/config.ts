import type { Block } from 'payload'

import { labelBlockBy, labelRowsBy } from '@/cms/admin/rowLabels'
import { headingFields } from '../fields'

/** Photos that open in a lightbox, browsed as one group. */
export const galleryBlock: Block = {
  slug: 'gallery',
  interfaceName: 'GalleryBlock',
  labels: { singular: 'Gallery', plural: 'Galleries' },
  admin: labelBlockBy({ fields: ['heading'], fallback: 'No heading yet' }),
  fields: [
    ...headingFields(),
    {
      name: 'images',
      type: 'array',
      labels: { singular: 'picture', plural: 'pictures' },
      admin: labelRowsBy({ fields: ['image'], fallback: 'New picture', pictureField: 'image' }),
      required: true,
      minRows: 1,
      fields: [{ name: 'image', type: 'upload', relationTo: 'media', required: true }],
    },
  ],
}
