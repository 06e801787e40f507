import crypto from 'node:crypto'
import { once } from 'node:events'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { Header, Pack, ReadEntry, extract } from 'tar'

import { manifestName, manifestSchema, type Manifest, type ManifestFile } from './manifest'

type Source = AsyncIterable<Uint8Array> | Iterable<Uint8Array>

/** The permissions the file gets when restored on disk (private by default), and its type when restored to S3. */
export type EntryOptions = { mode?: number; contentType?: string }

export type ArchiveWriter = {
  /** Streams `size` bytes of `source` into the archive as `entry`, hashing them on the way. */
  add(entry: string, source: Source, size: number, options?: EntryOptions): Promise<ManifestFile>
  /** Writes the manifest of everything added (the last entry) and closes the archive. */
  finish(manifest: Omit<Manifest, 'files'>): Promise<Manifest>
  /** Stops writing and removes the incomplete archive. */
  abort(): Promise<void>
}

/**
 * A gzipped tar written entry by entry: each file is read once, hashed while it is packed, and
 * never held whole in memory (the packer waits for the file on disk to take each chunk).
 */
export function writeArchive(file: string): ArchiveWriter {
  const pack = new Pack({ gzip: true, portable: true })
  const output = fs.createWriteStream(file, { mode: 0o600 })
  const written = pipeline(pack, output)
  written.catch(() => {})
  const files: ManifestFile[] = []

  async function append(entry: string, source: Source, size: number, mode = 0o600) {
    const readEntry = new ReadEntry(new Header({ path: entry, type: 'File', size, mode, mtime: new Date() }))
    pack.add(readEntry)
    const hash = crypto.createHash('sha256')
    let count = 0
    for await (const chunk of source) {
      count += chunk.length
      if (count > size) throw new Error(`${entry} grew while it was being archived (more than ${size} bytes)`)
      hash.update(chunk)
      // A failed write of the archive (a full disk) ends the wait too.
      if (!readEntry.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length))) await Promise.race([once(readEntry, 'drain'), written])
    }
    if (count !== size) throw new Error(`${entry} changed while it was being archived (${count} bytes, ${size} expected)`)
    readEntry.end()
    return hash.digest('hex')
  }

  return {
    async add(entry, source, size, { mode, contentType } = {}) {
      const sha256 = await append(entry, source, size, mode)
      const record = { path: entry, size, sha256, ...(contentType ? { contentType } : {}) }
      files.push(record)
      return record
    },
    async finish(manifest) {
      const complete = { ...manifest, files }
      const bytes = Buffer.from(`${JSON.stringify(complete, null, 2)}\n`)
      await append(manifestName, [bytes], bytes.length)
      pack.end()
      await written
      return complete
    },
    async abort() {
      pack.destroy()
      output.destroy()
      await fsp.rm(file, { force: true })
    },
  }
}

/** The SHA-256 and size of a file on disk, read as a stream. */
export async function hashFile(file: string): Promise<{ sha256: string; size: number }> {
  const hash = crypto.createHash('sha256')
  let size = 0
  for await (const chunk of fs.createReadStream(file)) {
    hash.update(chunk as Buffer)
    size += (chunk as Buffer).length
  }
  return { sha256: hash.digest('hex'), size }
}

/**
 * Unpacks an archive into `folder` (tar refuses absolute paths and `..`), then checks it against its
 * manifest: every listed file present with its size and SHA-256, nothing unlisted, no links.
 */
export async function extractVerified(archive: string, folder: string): Promise<Manifest> {
  const refused: string[] = []
  // Files and folders only: a link could point a restored name at any file of the machine.
  const filter = (entry: string, { type }: { type?: string }) => type === 'File' || type === 'Directory' || !refused.push(entry)
  await extract({ file: archive, cwd: folder, strict: true, preserveOwner: false, filter: (entry, read) => filter(entry, read as { type?: string }) })
  if (refused.length) throw new Error(`${archive} holds links or special files, which a backup never does: ${refused.slice(0, 5).join(', ')}`)
  const manifestFile = path.join(folder, manifestName)
  if (!fs.existsSync(manifestFile)) throw new Error(`${archive} has no ${manifestName}: it is not a backup of this site, or it was cut short`)
  const parsed = manifestSchema.safeParse(JSON.parse(await fsp.readFile(manifestFile, 'utf8')))
  if (!parsed.success) throw new Error(`${archive}: unreadable ${manifestName} (${parsed.error.issues[0]?.message})`)
  const manifest = parsed.data

  const listed = new Set(manifest.files.map((file) => file.path))
  const present = (await fsp.readdir(folder, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
  const unlisted = present.filter((entry) => entry !== manifestName && !listed.has(entry))
  if (unlisted.length) throw new Error(`${archive} holds files its manifest does not list: ${unlisted.slice(0, 5).join(', ')}`)

  for (const file of manifest.files) {
    const onDisk = path.join(folder, file.path)
    if (!fs.existsSync(onDisk)) throw new Error(`${archive} lacks ${file.path}, which its manifest lists`)
    const { sha256, size } = await hashFile(onDisk)
    if (size !== file.size || sha256 !== file.sha256) throw new Error(`${file.path} in ${archive} does not match its manifest (damaged archive)`)
  }
  return manifest
}
