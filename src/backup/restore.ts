import fs from 'node:fs'
import fsp from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { dataDir, databaseUrl, usesPostgres } from '@/cms/env'
import { localUploadFolders, storagePrefixes, type StoredCollection } from '@/cms/storagePrefixes'
import { type ArchiveSummary, extractVerified, readManifest } from './archive'
import { moveInto, workFolderPrefixes } from './localFiles'
import { databaseEntry, dataRoot, keyOfUploadEntry, manifestName, type DatabaseKind } from './manifest'
import { emptyPostgres, postgresTables, restorePostgres } from './postgres'
import { s3Bucket, writeObject } from './s3'
import { placeSqlite, sqliteFile, sqliteTables } from './sqlite'

type Log = (line: string) => void

/** A restore that would overwrite content (without --force), or that cannot apply to this instance. */
export class RestoreRefused extends Error {}

const kindName = { sqlite: 'SQLite', postgres: 'PostgreSQL' } as const

export type RestoreSummary = {
  manifest: ArchiveSummary
  verified: number
  uploads: Record<string, number>
  dataFiles: number
  uploadedTo: 'local' | 's3'
}

const collectionOfKey = (key: string) =>
  (Object.keys(storagePrefixes) as StoredCollection[]).find((collection) => key.startsWith(`${storagePrefixes[collection]}/`))!

/** Checks every file of an archive against its manifest, in a temporary folder, changing nothing. */
export async function checkBackup(archive: string): Promise<ArchiveSummary> {
  if (!fs.existsSync(archive)) throw new RestoreRefused(`No archive at ${archive}`)
  const folder = await fsp.mkdtemp(path.join(os.tmpdir(), workFolderPrefixes[1]!))
  try {
    return await extractVerified(archive, folder)
  } finally {
    await fsp.rm(folder, { recursive: true, force: true })
  }
}

async function targetTables(kind: DatabaseKind): Promise<string[]> {
  return kind === 'postgres' ? postgresTables(databaseUrl()) : sqliteTables(sqliteFile())
}

/**
 * Brings this instance (DATABASE_URL or the SQLite file, the data folder, the S3 bucket when
 * S3_BUCKET is set) to the content of a backup archive. Every file is checked against the manifest
 * before anything is replaced. Refuses a database that already has tables unless `force`; with
 * `force` that database is emptied first. Files the instance has and the archive lacks are left alone.
 */
export async function restoreBackup(archive: string, { force = false, log = () => {} }: { force?: boolean; log?: Log } = {}): Promise<RestoreSummary> {
  if (!fs.existsSync(archive)) throw new RestoreRefused(`No archive at ${archive}`)
  const kind: DatabaseKind = usesPostgres() ? 'postgres' : 'sqlite'
  const tables = await targetTables(kind)
  if (tables.length && !force) {
    const where = kind === 'postgres' ? 'The PostgreSQL database of DATABASE_URL' : `The SQLite database ${sqliteFile()}`
    throw new RestoreRefused(
      `${where} already has content (${tables.length} ${tables.length === 1 ? 'table' : 'tables'}). Restore into an empty database, ` +
        'or add --force (npm run restore -- ARCHIVE --force) to replace its content with the backup.',
    )
  }

  const root = dataDir()
  await fsp.mkdir(root, { recursive: true })
  const workFolder = await fsp.mkdtemp(path.join(root, workFolderPrefixes[1]!))
  try {
    log(`Unpacking ${archive} and checking every file against its manifest...`)
    // A file this version does not know where to put refuses the archive before anything is replaced.
    const manifest = await extractVerified(archive, workFolder, (file) => {
      const known = Object.values(databaseEntry).some((entry) => entry === file.path) || keyOfUploadEntry(file.path) || file.path.startsWith(`${dataRoot}/`)
      if (!known) throw new RestoreRefused(`The archive holds ${file.path}, which this version does not know where to restore`)
    })
    if (manifest.database !== kind) {
      throw new RestoreRefused(
        `The archive holds a ${kindName[manifest.database]} database and this instance uses ${kindName[kind]}: ` +
          `restore it on an instance of the same kind (${manifest.database === 'postgres' ? 'set DATABASE_URL=postgres://…' : 'unset DATABASE_URL'}).`,
      )
    }
    const staged = (entry: string) => path.join(workFolder, entry)

    log(`Restoring the ${kindName[kind]} database...`)
    if (kind === 'postgres') {
      if (tables.length) await emptyPostgres(databaseUrl())
      await restorePostgres(databaseUrl(), staged(databaseEntry.postgres))
    } else {
      await placeSqlite(staged(databaseEntry.sqlite), sqliteFile())
    }

    const bucket = s3Bucket()
    log(bucket ? `Restoring the uploads to the S3 bucket ${bucket.bucket}...` : `Restoring the uploads to ${root}...`)
    const uploads: Record<string, number> = Object.fromEntries(Object.values(storagePrefixes).map((prefix) => [prefix, 0]))
    let dataFiles = 0
    try {
      // The manifest read again, a file at a time: its list is never held whole.
      await readManifest(path.join(workFolder, manifestName), async (file) => {
        const key = keyOfUploadEntry(file.path)
        if (key) {
          const collection = collectionOfKey(key)
          if (bucket) await writeObject(bucket.client, bucket.bucket, key, staged(file.path), file.contentType)
          else await moveInto(staged(file.path), path.join(root, localUploadFolders[collection], key.slice(storagePrefixes[collection].length + 1)))
          uploads[storagePrefixes[collection]]! += 1
        } else if (file.path.startsWith(`${dataRoot}/`)) {
          await moveInto(staged(file.path), path.join(root, file.path.slice(dataRoot.length + 1)))
          dataFiles += 1
        }
      })
    } finally {
      bucket?.client.destroy()
    }
    return { manifest, verified: manifest.fileCount, uploads, dataFiles, uploadedTo: bucket ? 's3' : 'local' }
  } finally {
    await fsp.rm(workFolder, { recursive: true, force: true })
  }
}
