import type { PublicDocument } from '@/features/site/publicDocuments'
import { lastSegment } from '@/lib/routes'

/** SPEC §3's meta title and meta description records, named by the last segment of a page's address. */
export type MetaTitleRecord = { url: string; title: string }
export type MetaDescriptionRecord = { url: string; description: string }

export const metaTitleRecords = (documents: PublicDocument[]): MetaTitleRecord[] =>
  documents.flatMap(({ path, meta }) => (meta?.title?.trim() ? [{ url: lastSegment(path), title: meta.title.trim() }] : []))

export const metaDescriptionRecords = (documents: PublicDocument[]): MetaDescriptionRecord[] =>
  documents.flatMap(({ path, meta }) =>
    meta?.description?.trim() ? [{ url: lastSegment(path), description: meta.description.trim() }] : [],
  )
