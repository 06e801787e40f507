import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { cacheTags } from '@/lib/cacheTags'
import { publicFileCacheControl } from '@/lib/publicUploads'
import { editedBy, hiddenUnless } from '../access'
import { dataDir } from '../env'
import { revalidateDocument } from '../hooks/revalidate'
import { translatable } from '../localization/translatable'

/** Public videos (MP4), each with a poster picture shown before it plays. */
export const Videos: CollectionConfig = translatable({
  slug: 'videos',
  // Each video's poster as a thumbnail in its row: in the library and in a case study's video picker.
  admin: { hidden: hiddenUnless('content', 'edit'), useAsTitle: 'title', defaultColumns: ['title', 'poster', 'filename'], group: 'Content' },
  access: editedBy('content'),
  // Any page may show it (banners, galleries, cards, logos, posters): every read of pictures carries the tag.
  hooks: revalidateDocument(() => [cacheTags.media]),
  upload: {
    staticDir: path.join(dataDir(), 'videos'),
    mimeTypes: ['video/mp4'],
    // As the pictures (Media.ts).
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', publicFileCacheControl)
    },
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      admin: { description: 'What the video shows; also said to visitors whose browser cannot play it.' },
    },
    { name: 'poster', type: 'upload', relationTo: 'media', required: true },
    {
      type: 'row',
      fields: [
        { name: 'videoWidth', type: 'number', required: true, admin: { description: 'Pixels, for the true aspect ratio.' } },
        { name: 'videoHeight', type: 'number', required: true },
      ],
    },
  ],
})
