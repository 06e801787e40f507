import { strToU8, zipSync } from 'fflate'

import type { HeldRecord } from './find'
import { leadFileBytes } from './fileBytes'

/** Where a file sits in the archive. */
export const archivePath = (filename: string) => `files/${filename}`

/**
 * One zip of everything held: `records.json` (each record as stored, with its files' names and
 * where they are in the archive) and each file under `files/`.
 */
export async function personalDataArchive(held: HeldRecord[]): Promise<Uint8Array> {
  const entries: Record<string, Uint8Array> = {}
  for (const file of held.flatMap((record) => record.files)) entries[archivePath(file.filename)] = await leadFileBytes(file.filename)
  const records = held.map((record) => ({ ...record, files: record.files.map((file) => ({ ...file, path: archivePath(file.filename) })) }))
  entries['records.json'] = strToU8(JSON.stringify({ exportedAt: new Date().toISOString(), records }, null, 2))
  return zipSync(entries)
}
