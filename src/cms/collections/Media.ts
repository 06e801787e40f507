import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { cacheTags } from '@/lib/cacheTags'
import { publicFileCacheControl } from '@/lib/publicUploads'
import { editedBy, hiddenUnless } from '../access'
import { dataDir } from '../env'
import { revalidateDocument } from '../hooks/revalidate'
import { translatable } from '../localization/translatable'
import { kindOfMimeType, mediaKindOptions, mediaMimeTypes } from './mediaKinds'


/** Public pictures of the site. Every picture must say what it shows (alt text). */
export const Media: CollectionConfig = translatable({
  slug: 'media',
  admin: {
    hidden: hiddenUnless('content', 'edit'),
    useAsTitle: 'alt',
    group: 'Content',
    // The list's way (a table): each file's thumbnail beside its name. The library opens as a grid of them.
    defaultColumns: ['filename', 'alt', 'kind'],
    listSearchableFields: ['alt', 'filename'],
    // A page of thumbnails fills a wide screen a few rows deep.
    pagination: { defaultLimit: 40, limits: [20, 40, 80] },
    // internals: media-list-view-in-drawers (the pickers' drawers render this view too)
    components: { views: { list: { Component: '@/cms/admin/media/MediaListView#MediaListView' } } },
  },
  access: editedBy('content'),
  // Any page may show it (banners, galleries, cards, logos, posters): every read of pictures carries the tag.
  hooks: revalidateDocument(() => [cacheTags.media]),
  upload: {
    staticDir: path.join(dataDir(), 'media'),
    mimeTypes: mediaMimeTypes,
    focalPoint: true,
    imageSizes: [
      { name: 'thumbnail', width: 480, formatOptions: { format: 'webp', options: { quality: 78, effort: 2 } } },
      { name: 'card', width: 960, formatOptions: { format: 'webp', options: { quality: 78, effort: 2 } } },
      // Made even from a narrower upload (at its own width), so every picture has a WebP to show at its widest.
      { name: 'wide', width: 1920, withoutEnlargement: true, formatOptions: { format: 'webp', options: { quality: 80, effort: 2 } } },
    ],
    // The site links these files from its pages' HTML (no resizing on request), so browsers keep them
    // (in S3; on local disk server.mjs answers them: src/server/publicFiles.ts).
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', publicFileCacheControl)
    },
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
    {
      name: 'kind',
      type: 'select',
      options: mediaKindOptions,
      index: true,
      admin: { readOnly: true, position: 'sidebar', description: "Set from the file's format, for filtering the library." },
      hooks: { beforeChange: [({ data, originalDoc }) => kindOfMimeType(data?.mimeType ?? originalDoc?.mimeType)] },
    },
  ],
})
