import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

import { archivePathFor } from './backup'

const now = new Date('2026-11-24T02:30:15.123Z')
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'archive-path-'))
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }))

describe('where npm run backup writes its archive', () => {
  it('names a dated archive in backups/ by default', () => {
    expect(archivePathFor(undefined, now)).toBe(path.join('backups', 'site-2026-11-24T02-30-15Z.tar.gz'))
  })

  it('puts the dated archive inside a folder that exists', () => {
    expect(archivePathFor(folder, now)).toBe(path.join(folder, 'site-2026-11-24T02-30-15Z.tar.gz'))
  })

  it('takes a path ending with a slash as a folder, made when missing', () => {
    expect(archivePathFor('nightly/', now)).toBe(path.join('nightly', 'site-2026-11-24T02-30-15Z.tar.gz'))
  })

  it('writes to a file path as given', () => {
    expect(archivePathFor(path.join(folder, 'site.tar.gz'), now)).toBe(path.join(folder, 'site.tar.gz'))
  })
})
