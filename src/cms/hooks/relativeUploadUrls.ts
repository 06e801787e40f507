import type { CollectionAfterReadHook, CollectionConfig } from 'payload'

/**
 * With serverURL set, Payload reads every file address as `${serverURL}/api/<collection>/file/…`.
 * The site serves these files itself and links them from its pages, so they are read back as
 * paths of this site (shorter, and right behind any proxy).
 */
const asPath = (url: unknown, origin: string) =>
  typeof url === 'string' && url.startsWith(`${origin}/`) ? url.slice(origin.length) : url

const relativeUploadUrls: CollectionAfterReadHook = ({ doc, req }) => {
  const origin = req.payload.config.serverURL
  if (!origin || !doc || typeof doc !== 'object') return doc
  doc.url = asPath(doc.url, origin)
  doc.thumbnailURL = asPath(doc.thumbnailURL, origin)
  if (doc.sizes && typeof doc.sizes === 'object') {
    for (const size of Object.values(doc.sizes as Record<string, { url?: unknown } | null>)) {
      if (size && typeof size === 'object') size.url = asPath(size.url, origin)
    }
  }
  return doc
}

/** An upload collection whose file addresses read as paths of this site; others unchanged. */
export const withRelativeUploadUrls = (collection: CollectionConfig): CollectionConfig =>
  collection.upload
    ? { ...collection, hooks: { ...collection.hooks, afterRead: [...(collection.hooks?.afterRead ?? []), relativeUploadUrls] } }
    : collection
