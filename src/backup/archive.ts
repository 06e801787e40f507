import crypto from 'node:crypto'
import { once } from 'node:events'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { finished, pipeline } from 'node:stream/promises'
import { Header, Pack, Parser, ReadEntry } from 'tar'

import { JSONParser } from '@streamparser/json'

import { fileSchema, manifestName, manifestSchema, type Manifest, type ManifestFile } from './manifest'

type Source = AsyncIterable<Uint8Array> | Iterable<Uint8Array>

/** The permissions the file gets when restored on disk (private by default), and its type when restored to S3. */
export type EntryOptions = { mode?: number; contentType?: string }

/** What an archive holds, without its list of files: their number and bytes. */
export type ArchiveSummary = Omit<Manifest, 'files'> & { fileCount: number; bytes: number }

export type ArchiveWriter = {
  /** Streams `size` bytes of `source` into the archive as `entry`, hashing them on the way. */
  add(entry: string, source: Source, size: number, options?: EntryOptions): Promise<ManifestFile>
  /** Writes the manifest of everything added (the last entry) and closes the archive. */
  finish(manifest: Omit<Manifest, 'files'>): Promise<ArchiveSummary>
  /** Stops writing and removes the incomplete archive. */
  abort(): Promise<void>
}

/**
 * A gzipped tar written entry by entry: each file is read once, hashed while it is packed, and
 * never held whole in memory (the packer waits for the file on disk to take each chunk). The
 * manifest's list of files grows in `scratch` (a file beside the archive unless told) as they are
 * added, and is streamed into the archive at the end: memory holds no list of the files either.
 */
export function writeArchive(file: string, scratch = `${file}.files`): ArchiveWriter {
  const pack = new Pack({ gzip: true, portable: true })
  const output = fs.createWriteStream(file, { mode: 0o600 })
  const written = pipeline(pack, output)
  written.catch(() => {})
  const list = fs.createWriteStream(scratch, { mode: 0o600 })
  const listed = finished(list)
  listed.catch(() => {})
  let fileCount = 0
  let bytes = 0
  let listBytes = 0

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

  /** The manifest as JSON, its list of files read back from `scratch`: the same document as `JSON.parse` reads from earlier backups. */
  async function* manifestOf(head: Buffer, tail: Buffer) {
    yield head
    yield* fs.createReadStream(scratch) as AsyncIterable<Buffer>
    yield tail
  }

  return {
    async add(entry, source, size, { mode, contentType } = {}) {
      const sha256 = await append(entry, source, size, mode)
      const record = { path: entry, size, sha256, ...(contentType ? { contentType } : {}) }
      const line = `${fileCount ? ',\n' : ''}    ${JSON.stringify(record)}`
      listBytes += Buffer.byteLength(line)
      fileCount += 1
      bytes += size
      if (!list.write(line)) await Promise.race([once(list, 'drain'), listed])
      return record
    },
    async finish(manifest) {
      list.end()
      await listed
      // `{ …manifest, "files": [ …one file a line… ] }`
      const head = Buffer.from(`${JSON.stringify(manifest, null, 2).slice(0, -2)},\n  "files": [${fileCount ? '\n' : ''}`)
      const tail = Buffer.from(`${fileCount ? '\n  ' : ''}]\n}\n`)
      await append(manifestName, manifestOf(head, tail), head.length + listBytes + tail.length)
      pack.end()
      await written
      await fsp.rm(scratch, { force: true })
      return { ...manifest, fileCount, bytes }
    },
    async abort() {
      pack.destroy()
      output.destroy()
      list.destroy()
      await fsp.rm(file, { force: true })
      await fsp.rm(scratch, { force: true })
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

const headSchema = manifestSchema.omit({ files: true })
const headKeys = Object.keys(headSchema.shape)

/**
 * Reads the manifest of an unpacked archive a file at a time, handing each file's record to
 * `onFile` (awaited) as it is read: its list of files is never held whole (a JSON stream parser that
 * lets go of each file once handed over; an earlier backup's manifest, each file over several lines,
 * reads the same). Returns the rest of the manifest.
 */
export async function readManifest(manifestFile: string, onFile: (file: ManifestFile) => Promise<void> | void): Promise<Omit<Manifest, 'files'>> {
  const unreadable = (why: string | undefined) => new Error(`unreadable ${manifestName} (${why})`)
  const parser = new JSONParser({ paths: [...headKeys.map((key) => `$.${key}`), '$.files.*'], keepStack: false })
  const head: Record<string, unknown> = {}
  let read: unknown[] = []
  let files = 0
  parser.onValue = ({ value, key, stack }) => {
    if (stack.length > 1) read.push(value)
    else head[String(key)] = value
  }
  for await (const chunk of fs.createReadStream(manifestFile)) {
    try {
      parser.write(chunk as Buffer)
    } catch (error) {
      throw unreadable(error instanceof Error ? error.message : String(error))
    }
    const batch = read
    read = []
    for (const value of batch) {
      const file = fileSchema.safeParse(value)
      if (!file.success) throw unreadable(`${file.error.issues[0]?.path.join('.')}: ${file.error.issues[0]?.message}`)
      files += 1
      await onFile(file.data)
    }
  }
  if (!parser.isEnded) throw unreadable('cut short')
  const parsed = headSchema.safeParse(head)
  if (!parsed.success) throw unreadable(parsed.error.issues[0]?.message)
  // A backup holds its database at least.
  if (!files) throw unreadable('no list of files')
  return parsed.data
}

/** Where an entry of the archive goes inside `folder`, or undefined for a path that would leave it (absolute, `..`). */
function placeOf(folder: string, entry: string): string | undefined {
  const parts = entry.split('/').filter((part) => part && part !== '.')
  if (path.isAbsolute(entry) || parts.includes('..')) return undefined
  return path.join(folder, ...parts)
}

/**
 * Unpacks an archive into `folder` one entry at a time: each file written whole before the next
 * entry is read, so that memory holds a chunk of the archive, not the files a writer is behind on
 * (tar's `extract` opens them all at once and buffers their contents). Files and folders only: a link
 * could point a restored name at any file of the machine; a path that leaves the folder is refused.
 */
async function unpack(archive: string, folder: string): Promise<{ unpacked: number; refused: string[] }> {
  const refused: string[] = []
  let unpacked = 0
  const parser = new Parser({ strict: true })
  let placed = Promise.resolve()
  let failure: unknown
  const place = async (entry: ReadEntry) => {
    const target = placeOf(folder, entry.path)
    if (failure !== undefined || !target || (entry.type !== 'File' && entry.type !== 'Directory')) {
      if (failure === undefined && (entry.type === 'File' || entry.type === 'Directory')) failure = new Error(`${archive} holds ${entry.path}, outside the archive's folder`)
      else if (failure === undefined) refused.push(entry.path)
      entry.resume()
      return
    }
    if (entry.type === 'Directory') {
      await fsp.mkdir(target, { recursive: true })
      entry.resume()
      return
    }
    await fsp.mkdir(path.dirname(target), { recursive: true })
    await pipeline(entry, fs.createWriteStream(target, { mode: (entry.mode ?? 0o600) & 0o777 }))
    unpacked += 1
  }
  parser.on('entry', (entry: ReadEntry) => {
    placed = placed.then(() => place(entry)).catch((error: unknown) => {
      failure ??= error
      entry.resume()
    })
  })
  const input = fs.createReadStream(archive)
  await new Promise<void>((resolve, reject) => {
    input.on('error', reject)
    parser.on('error', reject)
    parser.on('close', () => resolve())
    input.pipe(parser)
  })
  await placed
  if (failure !== undefined) throw failure
  return { unpacked, refused }
}

/** Every regular file under `folder`, as `/`-separated paths: read only to name what an archive should not hold. */
async function filesIn(folder: string): Promise<string[]> {
  return (await fsp.readdir(folder, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
}

/**
 * Unpacks an archive into `folder` (tar refuses absolute paths and `..`), then checks it against its
 * manifest: every listed file present with its size and SHA-256, nothing unlisted, no links; `check`
 * may refuse a file by its record too. The manifest is read a file at a time (readManifest), so that
 * memory holds no list of the archive's files; the files are counted as they are unpacked.
 */
export async function extractVerified(archive: string, folder: string, check: (file: ManifestFile) => void = () => {}): Promise<ArchiveSummary> {
  const { unpacked, refused } = await unpack(archive, folder)
  if (refused.length) throw new Error(`${archive} holds links or special files, which a backup never does: ${refused.slice(0, 5).join(', ')}`)
  const manifestFile = path.join(folder, manifestName)
  if (!fs.existsSync(manifestFile)) throw new Error(`${archive} has no ${manifestName}: it is not a backup of this site, or it was cut short`)

  let fileCount = 0
  let bytes = 0
  let head: Omit<Manifest, 'files'>
  try {
    head = await readManifest(manifestFile, async (file) => {
      check(file)
      const onDisk = path.join(folder, file.path)
      if (file.path === manifestName || !fs.existsSync(onDisk)) throw new Error(`${archive} lacks ${file.path}, which its manifest lists`)
      const { sha256, size } = await hashFile(onDisk)
      if (size !== file.size || sha256 !== file.sha256) throw new Error(`${file.path} in ${archive} does not match its manifest (damaged archive)`)
      fileCount += 1
      bytes += size
    })
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('unreadable ')) throw new Error(`${archive}: ${error.message}`)
    throw error
  }
  // Each listed file was found: any more unpacked (the manifest aside) were not listed. Named only then.
  if (unpacked !== fileCount + 1) {
    const listed = new Set<string>([manifestName])
    await readManifest(manifestFile, (file) => void listed.add(file.path))
    const unlisted = (await filesIn(folder)).filter((entry) => !listed.has(entry))
    throw new Error(`${archive} holds files its manifest does not list: ${unlisted.slice(0, 5).join(', ')}`)
  }
  return { ...head, fileCount, bytes }
}
