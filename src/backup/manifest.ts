import { z } from 'zod'

import { storagePrefixes } from '@/cms/storagePrefixes'

/*
 * The layout of a backup archive (a gzipped tar):
 *   database/site.db or database/postgres.dump   the database (SQLite file, or pg_dump's custom format)
 *   uploads/<prefix>/<name>                      every uploaded file, by its storage prefix (media/, videos/, lead-files/)
 *   data/<path>                                  the rest of the data folder: the generated secret, saved lead exports
 *   manifest.json                                written last: what the archive holds, with each file's size and SHA-256
 */

export const manifestName = 'manifest.json'
export const backupFormat = 'atelier-site-backup'
export const formatVersion = 1

export const databaseEntry = { sqlite: 'database/site.db', postgres: 'database/postgres.dump' } as const
export type DatabaseKind = keyof typeof databaseEntry

export const uploadsRoot = 'uploads'
export const dataRoot = 'data'

export const fileSchema = z.object({
  path: z.string().min(1),
  size: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  contentType: z.string().optional(),
})

export const manifestSchema = z.object({
  format: z.literal(backupFormat),
  version: z.literal(formatVersion),
  createdAt: z.string(),
  database: z.enum(['sqlite', 'postgres']),
  storage: z.enum(['local', 's3']),
  files: z.array(fileSchema),
})

export type Manifest = z.infer<typeof manifestSchema>
export type ManifestFile = z.infer<typeof fileSchema>

/** The archive path of an uploaded file, from its storage key (`media/a.webp` → `uploads/media/a.webp`). */
export const uploadEntry = (key: string) => `${uploadsRoot}/${key}`

/** The storage key of an archived upload, or undefined when the path is not under a known prefix. */
export function keyOfUploadEntry(entry: string): string | undefined {
  if (!entry.startsWith(`${uploadsRoot}/`)) return undefined
  const key = entry.slice(uploadsRoot.length + 1)
  const prefix = key.split('/')[0]
  return Object.values(storagePrefixes).some((known) => known === prefix) && key.length > prefix!.length + 1 ? key : undefined
}
