import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { forms } from '@/features/forms/definitions'
import { buildStampFile } from '../../scripts/build-stamp.mjs'
import { contentSnapshot, quoteLeadsAndTheirMails } from './contentSnapshot'
import { adapter, startPayload } from './harness'
import { emptyInstance, filesWithHashes, psql, runScript } from './operator'
import { jsonRequest, multipartRequest, pdfBytes, validCareer, validQuote } from './requests'

// Nothing that loads the Payload config is imported above: the harness sets its environment first.

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), `site-backup-${adapter}-`))
const archive = path.join(scratch, 'nightly', 'site.tar.gz')
const restoredDataDir = path.join(scratch, 'restored-data')
// The restore makes the next `npm start` rebuild the site; the checkout's own build stays as it was.
const buildStamp = fs.existsSync(buildStampFile) ? fs.readFileSync(buildStampFile) : undefined

let payload: Payload
let sourceDataDir: string
let restoredEnv: NodeJS.ProcessEnv
let dropRestored: () => Promise<unknown>
let postQuote: (request: Request) => Promise<Response>

async function restoredSnapshot(): Promise<{ content: Awaited<ReturnType<typeof contentSnapshot>>; quoteLeads: { leads: number; withoutTheirTwoMails: number } }> {
  const output = path.join(scratch, `snapshot-${crypto.randomUUID()}.json`)
  const run = await runScript('tests/integration/writeContentSnapshot.ts', [output], restoredEnv)
  expect(run.stderr).not.toMatch(/error/i)
  expect(run.code).toBe(0)
  return JSON.parse(fs.readFileSync(output, 'utf8'))
}

async function createContent() {
  const { skipRevalidation } = await import('@/cms/hooks/revalidate')
  const { richTextFromParagraphs } = await import('@/content/lexical')
  const picture = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#8c6f4e' } }).png().toBuffer()
  const media = await payload.create({
    collection: 'media',
    context: skipRevalidation,
    data: { alt: 'A walnut reception desk' },
    file: { data: picture, mimetype: 'image/png', name: 'reception-desk.png', size: picture.length },
  })
  const page = await payload.create({
    collection: 'pages',
    context: skipRevalidation,
    data: { title: 'Office fit-out', slug: 'office-fit-out', layout: [{ blockType: 'richText', content: richTextFromParagraphs(['We fit out offices.']) }] },
  })
  await payload.update({ collection: 'pages', id: page.id, context: skipRevalidation, data: { title: 'Office fit-out in Dubai' } })
  const author = await payload.create({
    collection: 'authors',
    context: skipRevalidation,
    data: { name: 'Layla Haddad', role: 'Design Director', bio: 'Leads the studio.', photo: media.id },
  })
  const category = await payload.create({
    collection: 'categories',
    context: skipRevalidation,
    data: { name: 'Offices', slug: 'offices', description: 'Workplaces.' },
  })
  await payload.create({
    collection: 'posts',
    context: skipRevalidation,
    data: {
      title: 'Choosing a reception desk',
      url: 'choosing-a-reception-desk',
      publishedAt: '2026-02-01T06:00:00.000Z',
      image: media.id,
      description: richTextFromParagraphs(['Walnut ages well.']),
      authors: [author.id],
      categories: [category.id],
      _status: 'published',
    },
  })
  const postCareer = (await import('@/app/api/career_form/route')).POST
  const answer = await postCareer(
    multipartRequest(forms.career.endpoint, validCareer, { field: 'resume', name: 'Omar CV.pdf', type: 'application/pdf', data: pdfBytes }),
  )
  expect(answer.status).toBe(201)
}

beforeAll(async () => {
  process.env.FORM_RATE_LIMIT = '100000'
  ;({ payload, dataDir: sourceDataDir } = await startPayload())
  postQuote = (await import('@/app/api/get-quote/route')).POST
  await createContent()
  ;({ env: restoredEnv, drop: dropRestored } = await emptyInstance(restoredDataDir, 'site_restore_test'))
})

afterAll(async () => {
  await payload?.destroy()
  if (buildStamp) fs.writeFileSync(buildStampFile, buildStamp)
  fs.rmSync(scratch, { recursive: true, force: true })
  await dropRestored?.()
})

describe(`npm run backup and npm run restore on ${adapter}`, () => {
  it('writes one archive of the running site, which takes every lead sent meanwhile, with a manifest of every file', { timeout: 120_000 }, async () => {
    const backup = runScript('scripts/backup.ts', [archive], process.env)
    let done = false
    void backup.then(() => (done = true))
    const statuses: number[] = []
    while (!done) {
      const email = `during-backup-${statuses.length}@example.com`
      statuses.push((await postQuote(jsonRequest(forms.quote.endpoint, { ...validQuote, email }))).status)
      // A steady trickle, not a flood: the backup gets its share of the two cores.
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    expect(statuses.length).toBeGreaterThan(0)
    expect(statuses.filter((status) => status !== 201)).toEqual([])
    const run = await backup
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(fs.existsSync(archive)).toBe(true)
    expect(fs.readdirSync(path.dirname(archive))).toEqual(['site.tar.gz'])
    const { list } = await import('tar')
    const entries: string[] = []
    await list({ file: archive, onReadEntry: (entry) => entries.push(entry.path) })
    const uploads = Object.keys(filesWithHashes(path.join(sourceDataDir, 'media'))).map((file) => `uploads/media/${file}`)
    expect(uploads).toHaveLength(4)
    expect(entries).toEqual(expect.arrayContaining([adapter === 'postgres' ? 'database/postgres.dump' : 'database/site.db', ...uploads]))
    expect(entries.filter((entry) => entry.startsWith('uploads/lead-files/'))).toHaveLength(1)
    expect(entries.at(-1)).toBe('manifest.json')
  })

  it('brings an empty instance to the same content, every file byte for byte', { timeout: 300_000 }, async () => {
    const run = await runScript('scripts/restore.ts', [archive], restoredEnv)
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(/uploaded files \(4 media, 0 videos, 1 lead-files, 0 lead-exports\)/)

    // What `npm start` does first on the restored data: migrations (none pending), no demo content.
    const prepared = await runScript('scripts/prepare-db.ts', [], restoredEnv)
    expect(prepared.code).toBe(0)

    const source = await contentSnapshot(payload)
    expect(source.pages.map((page) => page.title)).toEqual(['Office fit-out in Dubai'])
    expect(source.posts).toHaveLength(1)
    expect(source['career-applications']).toHaveLength(1)
    const restored = await restoredSnapshot()
    expect(restored.content).toEqual(source)
    // One moment of the database: the leads sent during the backup are there with both their mails, or not at all.
    expect((await quoteLeadsAndTheirMails(payload)).withoutTheirTwoMails).toBe(0)
    expect(restored.quoteLeads.withoutTheirTwoMails).toBe(0)

    for (const folder of ['media', 'private/lead-files']) {
      const original = filesWithHashes(path.join(sourceDataDir, folder))
      expect(Object.keys(original).length).toBeGreaterThan(0)
      expect(filesWithHashes(path.join(restoredDataDir, folder))).toEqual(original)
    }
  })

  it('refuses to restore over an instance that has content, changing nothing, unless --force', { timeout: 300_000 }, async () => {
    const before = filesWithHashes(restoredDataDir)
    const refused = await runScript('scripts/restore.ts', [archive], restoredEnv)
    expect(refused.code).toBe(2)
    expect(refused.stderr).toMatch(/already has content.*--force/)
    expect(filesWithHashes(restoredDataDir)).toEqual(before)

    // An editor's change after the restore, then the forced restore gives the backup's content back.
    if (adapter === 'postgres') await psql(restoredEnv.DATABASE_URL!, "UPDATE pages_locales SET title = 'Changed after the backup'")
    else {
      const { createClient } = await import('@libsql/client')
      const client = createClient({ url: `file:${path.join(restoredDataDir, 'site.db')}` })
      await client.execute("UPDATE pages_locales SET title = 'Changed after the backup'")
      client.close()
    }
    const forced = await runScript('scripts/restore.ts', [archive, '--force'], restoredEnv)
    expect(forced.stderr).toBe('')
    expect(forced.code).toBe(0)
    expect((await restoredSnapshot()).content.pages).toEqual((await contentSnapshot(payload)).pages)
  })
})
