import { sql } from '@payloadcms/db-sqlite'
import type { MigrateUpArgs } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { keepingReferringRows } from '@/cms/sqliteRebuilds'
import { startPayload } from './harness'

// Nothing that loads the Payload config is imported above: the harness sets its environment first.

let payload: Payload

beforeAll(async () => {
  ;({ payload } = await startPayload())
})

afterAll(async () => {
  await payload?.destroy()
})

const count = async (db: MigrateUpArgs['db'], table: string) =>
  (await db.all<{ rows: number }>(sql.raw(`SELECT count(*) AS rows FROM "${table}"`)))[0]!.rows

/** How a generated SQLite migration changes a column of `pages`: a new table, the rows copied, the old one dropped. */
async function rebuildPages(db: MigrateUpArgs['db']) {
  const create = (await db.all<{ sql: string }>(sql`SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'pages'`))[0]!.sql
  await db.run(sql.raw(create.replace(/^CREATE TABLE [`"]?pages[`"]?/, 'CREATE TABLE "__new_pages"')))
  await db.run(sql.raw('INSERT INTO "__new_pages" SELECT * FROM "pages"'))
  await db.run(sql.raw('DROP TABLE "pages"'))
  await db.run(sql.raw('ALTER TABLE "__new_pages" RENAME TO "pages"'))
}

describe('a SQLite migration that rebuilds the pages table', () => {
  it('keeps every section, list row and search record of every page', async () => {
    const faq = { blockType: 'faq' as const, heading: 'FAQ', items: [{ question: 'How long?', answer: 'Six weeks.' }, { question: 'Who?', answer: 'Us.' }] }
    for (const slug of ['kitchens', 'wardrobes']) {
      await payload.create({ collection: 'pages', data: { title: slug, slug, layout: [{ blockType: 'banner', heading: slug }, faq], _status: 'published' } })
    }
    const db = (payload.db as unknown as { drizzle: MigrateUpArgs['db'] }).drizzle
    const tables = ['pages', 'pages_blocks_banner', 'pages_blocks_faq', 'pages_blocks_faq_items', 'search_rels']
    const before = await Promise.all(tables.map((table) => count(db, table)))
    expect(before).toEqual([2, 2, 2, 4, 2])

    await keepingReferringRows(db, ['pages'], () => rebuildPages(db))

    expect(await Promise.all(tables.map((table) => count(db, table)))).toEqual(before)
    const page = (await payload.find({ collection: 'pages', where: { slug: { equals: 'kitchens' } } })).docs[0]!
    expect(page.layout.map((block) => block.blockType)).toEqual(['banner', 'faq'])
  })
})

describe("Payload's migrations on SQLite", () => {
  it('runs each migration in a transaction, where turning foreign keys off does nothing', async () => {
    const seen: { transactionID?: unknown; foreignKeys?: number } = {}
    await payload.db.migrate({
      migrations: [
        {
          name: '20990101_000000_inside_a_transaction',
          up: async (args) => {
            const { db, req } = args as MigrateUpArgs
            seen.transactionID = req.transactionID
            await db.run(sql`PRAGMA foreign_keys=OFF`)
            seen.foreignKeys = (await db.all<{ foreign_keys: number }>(sql`PRAGMA foreign_keys`))[0]!.foreign_keys
          },
          down: async () => {},
        },
      ],
    })
    expect(seen.transactionID).toBeDefined()
    // Why keepingReferringRows exists: a generated table rebuild would cascade-delete the rows referring to it.
    expect(seen.foreignKeys).toBe(1)
  })
})
