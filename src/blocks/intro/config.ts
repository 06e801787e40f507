import type { Block } from 'payload'

/** The page's opening text beside a picture. */
export const introBlock: Block = {
  slug: 'intro',
  interfaceName: 'IntroBlock',
  labels: { singular: 'Introduction', plural: 'Introductions' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'content', type: 'richText', required: true },
    { name: 'image', type: 'upload', relationTo: 'media' },
  ],
}
