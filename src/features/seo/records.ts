import type { PublicDocument } from '@/features/site/publicDocuments'

/** SPEC §3's meta title and meta description records, named by the last segment of a page's address. */
export type MetaTitleRecord = { url: string; title: string }
export type MetaDescriptionRecord = { url: string; description: string }

export const metaTitleRecords = (documents: PublicDocument[]): MetaTitleRecord[] =>
  documents.flatMap(({ segment, meta }) => (meta?.title?.trim() ? [{ url: segment, title: meta.title.trim() }] : []))

export const metaDescriptionRecords = (documents: PublicDocument[]): MetaDescriptionRecord[] =>
  documents.flatMap(({ segment, meta }) =>
    meta?.description?.trim() ? [{ url: segment, description: meta.description.trim() }] : [],
  )
