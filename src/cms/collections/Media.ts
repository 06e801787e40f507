import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { anyone } from '../access'
import { dataDir } from '../env'
import { revalidateEverywhere } from '../hooks/revalidate'

/** Public pictures of the site. Every picture must say what it shows (alt text). */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { useAsTitle: 'alt', group: 'Content' },
  access: { read: anyone },
  hooks: revalidateEverywhere,
  upload: {
    staticDir: path.join(dataDir(), 'media'),
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/svg+xml'],
    focalPoint: true,
    imageSizes: [
      { name: 'thumbnail', width: 480, formatOptions: { format: 'webp', options: { quality: 78, effort: 2 } } },
      { name: 'card', width: 960, formatOptions: { format: 'webp', options: { quality: 78, effort: 2 } } },
      { name: 'wide', width: 1920, formatOptions: { format: 'webp', options: { quality: 80, effort: 2 } } },
    ],
    adminThumbnail: 'thumbnail',
  },
  fields: [
    {
      name: 'alt',
      label: 'Alt text',
      type: 'text',
      required: true,
      admin: { description: 'What the picture shows, for visitors who cannot see it and for search engines.' },
    },
  ],
}
