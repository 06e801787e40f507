import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { create, extract } from 'tar'
import { afterEach, describe, expect, it } from 'vitest'

import { extractVerified, readManifest, writeArchive } from './archive'

const folders: string[] = []
const scratch = () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'archive-test-'))
  folders.push(folder)
  return folder
}
afterEach(() => folders.splice(0).forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })))

const header = { format: 'atelier-site-backup', version: 1, createdAt: '2026-01-01T00:00:00.000Z', database: 'sqlite', storage: 'local' } as const
const big = crypto.randomBytes(3 * 1024 * 1024 + 17)
const longName = `uploads/media/${'a-very-long-file-name-'.repeat(8)}.webp`

async function sampleArchive() {
  const file = path.join(scratch(), 'backup.tar.gz')
  const writer = writeArchive(file)
  await writer.add('database/site.db', Readable.from([big.subarray(0, 1000), big.subarray(1000)]), big.length)
  await writer.add(longName, Readable.from([Buffer.from('picture')]), 7, { mode: 0o644, contentType: 'image/webp' })
  await writer.add('data/empty', Readable.from([]), 0)
  await writer.finish(header)
  return file
}

describe('backup archives', () => {
  it('give back every file byte for byte, with the manifest listing each size and SHA-256', async () => {
    const into = scratch()
    const summary = await extractVerified(await sampleArchive(), into)
    expect(summary).toEqual({ ...header, fileCount: 3, bytes: big.length + 7 })
    expect(fs.readFileSync(path.join(into, 'database/site.db')).equals(big)).toBe(true)
    expect(fs.readFileSync(path.join(into, longName), 'utf8')).toBe('picture')
    const files: unknown[] = []
    expect(await readManifest(path.join(into, 'manifest.json'), (file) => void files.push(file))).toEqual(header)
    expect(JSON.parse(fs.readFileSync(path.join(into, 'manifest.json'), 'utf8'))).toEqual({ ...header, files })
    expect(files).toEqual([
      { path: 'database/site.db', size: big.length, sha256: crypto.createHash('sha256').update(big).digest('hex') },
      { path: longName, size: 7, sha256: crypto.createHash('sha256').update('picture').digest('hex'), contentType: 'image/webp' },
      { path: 'data/empty', size: 0, sha256: crypto.createHash('sha256').digest('hex') },
    ])
  })

  it('refuses an archive whose file no longer matches its manifest, that holds a file it does not list, or a link', async () => {
    const archive = await sampleArchive()
    const unpacked = scratch()
    await extract({ file: archive, cwd: unpacked })
    fs.writeFileSync(path.join(unpacked, longName), 'pictura')
    const tampered = path.join(scratch(), 'tampered.tar.gz')
    await create({ gzip: true, file: tampered, cwd: unpacked }, ['.'])
    await expect(extractVerified(tampered, scratch())).rejects.toThrow(`${longName} in ${tampered} does not match its manifest`)

    fs.writeFileSync(path.join(unpacked, longName), 'picture')
    fs.writeFileSync(path.join(unpacked, 'data/extra'), 'x')
    await create({ gzip: true, file: tampered, cwd: unpacked }, ['.'])
    await expect(extractVerified(tampered, scratch())).rejects.toThrow('holds files its manifest does not list: data/extra')

    fs.rmSync(path.join(unpacked, 'data/extra'))
    fs.rmSync(path.join(unpacked, longName))
    fs.symlinkSync('/etc/hostname', path.join(unpacked, longName))
    await create({ gzip: true, file: tampered, cwd: unpacked }, ['.'])
    await expect(extractVerified(tampered, scratch())).rejects.toThrow(`holds links or special files, which a backup never does: ./${longName}`)
  })

  it("reads a backup made before the manifest was streamed (written whole, one file over several lines)", async () => {
    const folder = scratch()
    fs.mkdirSync(path.join(folder, 'database'))
    fs.writeFileSync(path.join(folder, 'database/site.db'), big)
    const files = [{ path: 'database/site.db', size: big.length, sha256: crypto.createHash('sha256').update(big).digest('hex') }]
    fs.writeFileSync(path.join(folder, 'manifest.json'), `${JSON.stringify({ ...header, files }, null, 2)}\n`)
    const earlier = path.join(scratch(), 'earlier.tar.gz')
    await create({ gzip: true, portable: true, file: earlier, cwd: folder }, ['database/site.db', 'manifest.json'])
    const into = scratch()
    expect(await extractVerified(earlier, into)).toEqual({ ...header, fileCount: 1, bytes: big.length })
    expect(fs.readFileSync(path.join(into, 'database/site.db')).equals(big)).toBe(true)
  })

  it('refuses a manifest without its list of files, or with a file it cannot read', async () => {
    const folder = scratch()
    fs.writeFileSync(path.join(folder, 'manifest.json'), JSON.stringify(header))
    await expect(readManifest(path.join(folder, 'manifest.json'), () => {})).rejects.toThrow('unreadable manifest.json (no list of files)')
    fs.writeFileSync(path.join(folder, 'manifest.json'), JSON.stringify({ ...header, files: [{ path: 'data/a', size: -1, sha256: 'x' }] }))
    await expect(readManifest(path.join(folder, 'manifest.json'), () => {})).rejects.toThrow('unreadable manifest.json')
  })

  it('refuses to write a file that is not the size it was announced with', async () => {
    const file = path.join(scratch(), 'short.tar.gz')
    const writer = writeArchive(file)
    await expect(writer.add('data/short', Readable.from([Buffer.from('abc')]), 4)).rejects.toThrow('changed while it was being archived')
    await writer.abort()
    expect(fs.existsSync(file)).toBe(false)
  })
})
