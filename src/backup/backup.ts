import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'

import { dataDir, databaseUrl, usesPostgres } from '@/cms/env'
import { localUploadFolders, storagePrefixes, type StoredCollection } from '@/cms/storagePrefixes'
import { writeArchive, type ArchiveSummary, type ArchiveWriter } from './archive'
import { filesUnder, isInside, workFolderPrefixes } from './localFiles'
import { backupFormat, databaseEntry, dataRoot, formatVersion, uploadEntry, type DatabaseKind } from './manifest'
import { dumpPostgres } from './postgres'
import { listObjects, readObject, s3Bucket } from './s3'
import { copySqlite, sqliteCompanions, sqliteFile } from './sqlite'

type Log = (line: string) => void

const collections = Object.keys(storagePrefixes) as StoredCollection[]
/** Lead files stay readable by the site's user only when restored to disk; pictures and videos are public anyway. */
const restoredMode = (collection: StoredCollection) => (collection === 'lead-files' ? 0o600 : 0o644)

/** An archive's own name: `site-2026-11-24T02-00-00Z.tar.gz` (UTC, sortable, no colons). */
const archiveFileName = (now: Date) => `site-${now.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-')}.tar.gz`

const isFolder = (target: string) => /[\\/]$/.test(target) || (fs.existsSync(target) && fs.statSync(target).isDirectory())

/**
 * Where `npm run backup [-- TARGET]` writes: a dated archive in `backups/` by default, or in TARGET
 * when it is a folder (one that exists, or any path ending with a slash), else TARGET itself.
 */
export const archivePathFor = (target: string | undefined, now = new Date()) =>
  target === undefined || isFolder(target) ? path.join(target ?? 'backups', archiveFileName(now)) : target

async function addLocalFile(writer: ArchiveWriter, entry: string, file: string) {
  const { size, mode } = await fsp.stat(file)
  await writer.add(entry, fs.createReadStream(file), size, { mode: mode & 0o777 })
}

/** The database, copied consistently while the site runs, then streamed into the archive. */
async function addDatabase(writer: ArchiveWriter, kind: DatabaseKind, workFolder: string) {
  const copy = path.join(workFolder, 'database')
  if (kind === 'postgres') await dumpPostgres(databaseUrl(), copy)
  else await copySqlite(sqliteFile(), copy)
  await addLocalFile(writer, databaseEntry[kind], copy)
  await fsp.rm(copy)
}

/** Each upload of the S3 bucket; returns their number. */
async function addStoredUploads(writer: ArchiveWriter, { bucket, client }: NonNullable<ReturnType<typeof s3Bucket>>) {
  let count = 0
  for (const collection of collections) {
    for await (const { key } of listObjects(client, bucket, storagePrefixes[collection])) {
      const { body, size, contentType } = await readObject(client, bucket, key)
      await writer.add(uploadEntry(key), body, size, { mode: restoredMode(collection), contentType })
      count += 1
    }
  }
  return count
}

/** Each upload of the local folders; returns their number. */
async function addLocalUploads(writer: ArchiveWriter) {
  let count = 0
  for (const collection of collections) {
    const folder = path.join(dataDir(), localUploadFolders[collection])
    for (const file of await filesUnder(folder)) {
      await addLocalFile(writer, uploadEntry(`${storagePrefixes[collection]}/${file}`), path.join(folder, file))
      count += 1
    }
  }
  return count
}

/**
 * The rest of the data folder (the generated secret, saved lead exports), without the database, the
 * uploads, work folders, and the folder of the archives when it lies inside (no backup of backups).
 */
async function addDataFiles(writer: ArchiveWriter, archive: string) {
  const root = dataDir()
  const archives = path.dirname(archive)
  const skipped = [
    ...Object.values(localUploadFolders).map((folder) => path.join(root, folder)),
    ...(usesPostgres() ? [] : [sqliteFile(), ...sqliteCompanions(sqliteFile())]),
    isInside(archives, root) && archives !== root ? archives : archive,
  ]
  for (const file of await filesUnder(root)) {
    const absolute = path.join(root, file)
    if (workFolderPrefixes.some((prefix) => file.startsWith(prefix)) || skipped.some((skip) => isInside(absolute, skip))) continue
    await addLocalFile(writer, `${dataRoot}/${file}`, absolute)
  }
}

/**
 * Writes one archive of the site: its database, every upload (from local disk or the S3 bucket) and
 * the rest of its data folder, with a manifest of every file's size and SHA-256. The site keeps
 * running meanwhile. The archive appears under its name only once complete.
 */
export async function createBackup(output: string, log: Log = () => {}): Promise<ArchiveSummary & { uploads: number }> {
  const archive = path.resolve(output)
  await fsp.mkdir(path.dirname(archive), { recursive: true })
  const partial = `${archive}.partial`
  const workFolder = await fsp.mkdtemp(path.join(path.dirname(archive), workFolderPrefixes[0]!))
  const writer = writeArchive(partial, path.join(workFolder, 'manifest-files'))
  const kind: DatabaseKind = usesPostgres() ? 'postgres' : 'sqlite'
  const bucket = s3Bucket()
  try {
    log(`Copying the ${kind === 'postgres' ? 'PostgreSQL' : 'SQLite'} database...`)
    await addDatabase(writer, kind, workFolder)
    log(bucket ? `Copying the uploads from the S3 bucket ${bucket.bucket}...` : 'Copying the uploads...')
    const uploads = await (bucket ? addStoredUploads(writer, bucket) : addLocalUploads(writer))
    await addDataFiles(writer, partial)
    const summary = await writer.finish({
      format: backupFormat,
      version: formatVersion,
      createdAt: new Date().toISOString(),
      database: kind,
      storage: bucket ? 's3' : 'local',
    })
    await fsp.rename(partial, archive)
    return { ...summary, uploads }
  } catch (error) {
    await writer.abort()
    throw error
  } finally {
    bucket?.client.destroy()
    await fsp.rm(workFolder, { recursive: true, force: true })
  }
}
