import fs from 'node:fs/promises'
import path from 'node:path'
import type { CollectionConfig } from 'payload'

type FileHandler = NonNullable<Exclude<CollectionConfig['upload'], boolean | undefined>['handlers']>[number]

/**
 * Payload answers a file missing from the disk with a 500; this answers it with a 404 (after
 * Payload's access check, which runs first). Files that exist, names outside the folder, and
 * collections kept elsewhere than on disk (S3, whose handler answers for itself) are left to Payload.
 */
// internals: rest-guards
export const missingFileNotFound = (async (req, { params }) => {
  const upload = req.payload.collections[params.collection as 'media']?.config.upload
  const staticDir = upload?.staticDir
  if (!staticDir || upload.disableLocalStorage || params.prefix) return
  const folder = path.resolve(staticDir)
  const file = path.resolve(folder, params.filename)
  if (!file.startsWith(folder + path.sep)) return
  try {
    await fs.stat(file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    return Response.json({ errors: [{ message: req.t('general:notFound') }] }, { status: 404 })
  }
}) as FileHandler
