import type { CollectionConfig } from 'payload'

type Upload = Exclude<CollectionConfig['upload'], boolean | undefined>

/** Files holding leads' details are downloaded, never shown inline or kept in a cache. */
export const privateFileHeaders: NonNullable<Upload['modifyResponseHeaders']> = ({ headers }) => {
  headers.set('Content-Disposition', 'attachment')
  headers.set('Cache-Control', 'private, no-store')
  headers.set('X-Content-Type-Options', 'nosniff')
  return headers
}
