import type { Block } from 'payload'

import { labelBlockBy } from '@/cms/admin/rowLabels'

/** The page's opening: its h1 over a picture, with the breadcrumb trail. */
export const bannerBlock: Block = {
  slug: 'banner',
  interfaceName: 'BannerBlock',
  labels: { singular: 'Page banner', plural: 'Page banners' },
  admin: labelBlockBy({ fields: ['heading'], fallback: 'No heading yet' }),
  fields: [
    { name: 'heading', type: 'text', required: true, admin: { description: "The page's h1." } },
    { name: 'tagline', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      name: 'showBreadcrumb',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Show Home › this page under the heading.' },
    },
    {
      name: 'showContactActions',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Show the quote, WhatsApp and call buttons (the home page hero).' },
    },
  ],
}
