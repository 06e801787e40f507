import type { Block } from 'payload'

import { labelBlockBy } from '@/cms/admin/rowLabels'

/** The page's opening text beside a picture. */
export const introBlock: Block = {
  slug: 'intro',
  interfaceName: 'IntroBlock',
  labels: { singular: 'Introduction', plural: 'Introductions' },
  admin: labelBlockBy({ fields: ['heading', 'content'], fallback: 'No heading yet' }),
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'content', type: 'richText', required: true },
    { name: 'image', type: 'upload', relationTo: 'media' },
  ],
}
