import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { giveEveryDocumentAVersion } from '@/cms/firstVersions'
import { skipRevalidation } from '@/cms/hooks/revalidate'
import { linkedDocumentFields, resolveNavigation } from '@/features/site/menuLinks'
import { adapter, startPayload } from './harness'

let payload: Payload

/** Rows written straight to the tables, as a database of the version before page types holds them. */
async function insertRows(statements: string[]) {
  const drizzle = (payload.db as unknown as { drizzle: { run?: (query: unknown) => Promise<unknown>; execute?: (query: unknown) => Promise<unknown> } }).drizzle
  const { sql } = adapter === 'postgres' ? await import('@payloadcms/db-postgres') : await import('@payloadcms/db-sqlite')
  for (const statement of statements) await (drizzle.execute ?? drizzle.run)!.call(drizzle, sql.raw(statement))
}

beforeAll(async () => {
  ;({ payload } = await startPayload({ migrate: false }))
  const { migrations } = await import('@/migrations')
  // The database as the version before page types left it: every migration before theirs, none after.
  const all = migrations()
  await payload.db.migrate({ migrations: all.slice(0, all.findIndex((migration) => migration.name.endsWith('_page_types'))) })
  await insertRows([
    `INSERT INTO pages (title, slug) VALUES ('Office Fit-Out', 'office-fit-out'), ('About Us', 'about-us')`,
    `INSERT INTO projects (title, slug, location, sector) VALUES ('Motor City Clinic', 'motor-city-hmc-clinic', 'Motor City, Dubai', 'healthcare')`,
    `INSERT INTO navigation (id) VALUES (1)`,
    `INSERT INTO navigation_main_menu (_order, _parent_id, id, label, href) VALUES (1, 1, 'contact-row', 'Contact', '/contact')`,
  ])
  await payload.db.migrate({ migrations: migrations() })
  // What every start does after the migrations (scripts/prepare-db.ts).
  await giveEveryDocumentAVersion(payload)
})

afterAll(async () => {
  await payload?.destroy()
})

describe(`a database of the version before page types, migrated, on ${adapter}`, () => {
  it('lists every page and case study saved before drafts where the admin and the live preview read drafts', async () => {
    const drafts = async (collection: 'pages' | 'projects') =>
      (await payload.find({ collection, draft: true, sort: 'slug', depth: 0 })).docs.map((doc) => [doc.slug, doc._status])
    expect(await drafts('pages')).toEqual([
      ['about-us', 'published'],
      ['office-fit-out', 'published'],
    ])
    expect(await drafts('projects')).toEqual([['motor-city-hmc-clinic', 'published']])
    expect(await giveEveryDocumentAVersion(payload), 'the next start finds nothing to do').toBe(0)
  })

  it('makes the service pages of the demo pages of type service, and keeps every address as it was', async () => {
    const { docs } = await payload.find({ collection: 'pages', sort: 'slug', depth: 0 })
    expect(docs.map(({ slug, pageType }) => ({ slug, pageType }))).toEqual([
      { slug: 'about-us', pageType: 'standard' },
      { slug: 'office-fit-out', pageType: 'service' },
    ])
    const office = docs.find((page) => page.slug === 'office-fit-out')!
    const retitled = await payload.update({ collection: 'pages', id: office.id, data: { title: 'Offices', layout: [{ blockType: 'banner', heading: 'Offices' }] }, context: skipRevalidation })
    expect(retitled.slug, 'a saved page does not take a new address from its title').toBe('office-fit-out')
  })

  it("turns the projects' sectors into sector documents", async () => {
    const { docs } = await payload.find({ collection: 'projects', depth: 1 })
    expect(docs[0]!.sector).toMatchObject({ name: 'Healthcare', slug: 'healthcare' })
    expect((await payload.find({ collection: 'sectors' })).docs.map((sector) => sector.slug)).toEqual(['healthcare'])
  })

  it('keeps the typed addresses of the menus', async () => {
    const navigation = resolveNavigation(await payload.findGlobal({ slug: 'navigation', depth: 1, populate: linkedDocumentFields }))
    expect(navigation.mainMenu).toEqual([{ label: 'Contact', href: '/contact', groups: [] }])
  })
})
