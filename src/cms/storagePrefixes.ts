import type { UploadCollectionSlug } from 'payload'

/**
 * Where each upload collection keeps its files in S3 storage: `media/<file name>`, and so on. Saved
 * lead exports too, so that one written by the instance that runs jobs downloads through any other.
 * The storage plugin and the backups both read it, so a backup holds every stored object.
 */
export const storagePrefixes = {
  media: 'media',
  videos: 'videos',
  'lead-files': 'lead-files',
  exports: 'lead-exports',
} satisfies Partial<Record<UploadCollectionSlug, string>>

export type StoredCollection = keyof typeof storagePrefixes

/** The folders of the data folder (DATA_DIR) holding each collection's files on local disk (the collections' `staticDir`). */
export const localUploadFolders: Record<StoredCollection, string> = {
  media: 'media',
  videos: 'videos',
  'lead-files': 'private/lead-files',
  exports: 'private/exports',
}
