/**
 * The upload collections anyone may read (their access: `editedBy`'s default read, `anyone`), whose
 * files server.mjs answers straight from disk (src/server/publicFiles.ts). publicUploads.test.ts
 * fails should one of them stop being readable by a visitor.
 */
export const publicUploads = ['media', 'videos'] as const

/** A week fresh, then a month served while checked again (file names are not versioned, so not forever). */
export const publicFileCacheControl = 'public, max-age=604800, stale-while-revalidate=2592000'
