import type { PayloadRequest } from 'payload'

import type { HeldRecord } from './find'

/**
 * Deletes the records (deleting a lead deletes its file, on disk or in the bucket) in the request's
 * transaction, and says how many of each collection and how many files went. Visit counts hold no
 * personal data and stay.
 */
export async function eraseHeld(req: PayloadRequest, held: HeldRecord[]) {
  const erased: Record<string, number> = {}
  for (const { collection, id } of held) {
    await req.payload.delete({ collection, id, depth: 0, overrideAccess: true, req })
    erased[collection] = (erased[collection] ?? 0) + 1
  }
  return { erased, files: held.reduce((count, record) => count + record.files.length, 0) }
}
