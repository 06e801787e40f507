import type { Migration, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { skipRevalidation } from '@/cms/hooks/revalidate'
import { adapter, rawQuery, startPayload } from './harness'

let payload: Payload
let localizationMigration: Migration
let later: Migration[]

const query = (statement: string) => rawQuery(payload, statement)

const now = "'2026-11-20T10:00:00.000Z'"
const richText = (text: string) =>
  JSON.stringify({ root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children: [{ type: 'paragraph', version: 1, direction: 'ltr', format: '', indent: 0, textFormat: 0, textStyle: '', children: [{ type: 'text', version: 1, text, format: 0, mode: 'normal', style: '', detail: 0 }] }] } })

/** A page with a banner and questions, one version of it, a post, a case study and the company, as the site held them before it had languages. */
const before = [
  `INSERT INTO pages (id, title, slug, page_type, breadcrumb, meta_title, meta_description, updated_at, created_at, _status) VALUES (1, 'Office Fit-Out', 'office-fit-out', 'service', 'Office fit-out', 'Office fit-out in Dubai', 'Offices designed and built.', ${now}, ${now}, 'published')`,
  `INSERT INTO pages_blocks_banner (_order, _parent_id, _path, id, heading, tagline) VALUES (1, 1, 'layout', 'banner-1', 'Office Fit-Out', 'Workplaces that work')`,
  `INSERT INTO pages_blocks_faq (_order, _parent_id, _path, id, heading) VALUES (2, 1, 'layout', 'faq-1', 'Questions')`,
  `INSERT INTO pages_blocks_faq_items (_order, _parent_id, id, question, answer) VALUES (1, 'faq-1', 'item-1', 'How long does a fit-out take?', 'Eight to twelve weeks.')`,
  `INSERT INTO _pages_v (id, parent_id, version_title, version_slug, version_page_type, version_breadcrumb, version_meta_title, version_meta_description, version__status, version_created_at, version_updated_at, created_at, updated_at, latest) VALUES (1, 1, 'Office Fit-Out', 'office-fit-out', 'service', 'Office fit-out', 'Office fit-out in Dubai', 'Offices designed and built.', 'published', ${now}, ${now}, ${now}, ${now}, true)`,
  `INSERT INTO _pages_v_blocks_banner (_order, _parent_id, _path, id, _uuid, heading, tagline) VALUES (1, 1, 'version.layout', 1, 'banner-1', 'Office Fit-Out', 'Workplaces that work')`,
  `INSERT INTO _pages_v_blocks_faq (_order, _parent_id, _path, id, _uuid, heading) VALUES (2, 1, 'version.layout', 1, 'faq-1', 'Questions')`,
  `INSERT INTO _pages_v_blocks_faq_items (_order, _parent_id, id, _uuid, question, answer) VALUES (1, 1, 1, 'item-1', 'How long does a fit-out take?', 'Eight to twelve weeks.')`,
  `INSERT INTO sectors (id, name, slug, updated_at, created_at) VALUES (1, 'Commercial', 'commercial', ${now}, ${now})`,
  `INSERT INTO projects (id, title, location, sector_id, description, slug, facts_scope, updated_at, created_at, _status) VALUES (1, 'IRMG Office', 'JLT, Dubai', 1, '${richText('An office for a growing team.')}', 'irmg-office', 'Design and fit-out', ${now}, ${now}, 'published')`,
  `INSERT INTO projects_texts ("order", parent_id, path, text) VALUES (1, 1, 'services', 'Joinery')`,
  `INSERT INTO company (id, name, phone, email, address, city, country_code, jurisdiction, about, copyright_holder, copyright_year) VALUES (1, 'Studio', '+971 4 000 0000', 'studio@example.ae', 'Business Bay, Dubai', 'Dubai', 'AE', 'the United Arab Emirates', 'A studio.', 'Studio LLC', 2024)`,
]

beforeAll(async () => {
  ;({ payload } = await startPayload({ migrate: false }))
  const { migrations } = await import('@/migrations')
  const all = migrations()
  const index = all.findIndex((migration) => migration.name.endsWith('_localization'))
  localizationMigration = all[index]!
  later = all.slice(index + 1)
  await payload.db.migrate({ migrations: all.slice(0, index) })
  for (const statement of before) await query(statement)
  // Rows written with their ids, as a database's own: PostgreSQL's next id follows them.
  if (adapter === 'postgres') {
    for (const table of ['pages', '_pages_v', '_pages_v_blocks_banner', '_pages_v_blocks_faq', '_pages_v_blocks_faq_items', 'sectors', 'projects', 'projects_texts', 'company']) {
      await query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`)
    }
  }
  await payload.db.migrate({ migrations: all })
})

const downArgs = () => ({ db: (payload.db as unknown as { drizzle: unknown }).drizzle, payload }) as never

afterAll(async () => {
  await payload?.destroy()
})

describe(`A database of the version before languages, migrated, on ${adapter}`, () => {
  it('reads every word it held as English, down to the rows of its sections', async () => {
    const page = await payload.findByID({ collection: 'pages', id: 1, locale: 'en', depth: 0 })
    expect(page).toMatchObject({ title: 'Office Fit-Out', slug: 'office-fit-out', breadcrumb: 'Office fit-out', meta: { title: 'Office fit-out in Dubai', description: 'Offices designed and built.' } })
    expect(page.layout).toMatchObject([
      { blockType: 'banner', heading: 'Office Fit-Out', tagline: 'Workplaces that work' },
      { blockType: 'faq', heading: 'Questions', items: [{ question: 'How long does a fit-out take?', answer: 'Eight to twelve weeks.' }] },
    ])
    const { docs: versions } = await payload.findVersions({ collection: 'pages', where: { parent: { equals: 1 } }, locale: 'en' })
    expect(versions.map((version) => version.version.title)).toEqual(['Office Fit-Out'])
    expect(versions[0]!.version.layout).toMatchObject([{ heading: 'Office Fit-Out' }, { heading: 'Questions', items: [{ question: 'How long does a fit-out take?' }] }])
  })

  it('keeps case studies, their lists of words, rich text and the company details as English', async () => {
    const project = await payload.findByID({ collection: 'projects', id: 1, locale: 'en', depth: 0 })
    expect(project).toMatchObject({ title: 'IRMG Office', location: 'JLT, Dubai', services: ['Joinery'], facts: { scope: 'Design and fit-out' } })
    expect(JSON.stringify(project.description)).toContain('An office for a growing team.')
    expect((await payload.findByID({ collection: 'sectors', id: 1, locale: 'en' })).name).toBe('Commercial')
    const company = await payload.findGlobal({ slug: 'company', locale: 'en' })
    expect(company).toMatchObject({ name: 'Studio', phone: '+971 4 000 0000', address: 'Business Bay, Dubai', about: 'A studio.', jurisdiction: 'the United Arab Emirates' })
  })

  it('holds no Arabic yet: the shared facts, no words, and the status says so', async () => {
    const page = await payload.findByID({ collection: 'pages', id: 1, locale: 'ar', depth: 0 })
    expect(page).toMatchObject({ slug: 'office-fit-out', arabic: 'missing' })
    expect(page.title ?? null).toBeNull()
    expect(page.layout?.map((block) => [block.blockType, ('heading' in block && block.heading) || null])).toEqual([
      ['banner', null],
      ['faq', null],
    ])
    expect((await payload.findGlobal({ slug: 'company', locale: 'ar' })).phone).toBe('+971 4 000 0000')
  })

  it('takes the Arabic beside the English, each read in its own language', async () => {
    const english = await payload.findByID({ collection: 'pages', id: 1, locale: 'en', depth: 0 })
    const layout = english.layout.map((block) =>
      block.blockType === 'banner'
        ? { ...block, heading: 'تجهيز المكاتب', tagline: 'بيئات عمل تعمل' }
        : block.blockType === 'faq'
          ? { ...block, heading: 'أسئلة', items: block.items?.map((item) => ({ ...item, question: 'كم يستغرق التجهيز؟', answer: 'من ثمانية إلى اثني عشر أسبوعًا.' })) }
          : block,
    )
    const arabic = await payload.update({ collection: 'pages', id: 1, locale: 'ar', data: { title: 'تجهيز المكاتب', layout }, context: skipRevalidation })
    expect(arabic.arabic).toBe('current')
    expect((await payload.findByID({ collection: 'pages', id: 1, locale: 'ar', depth: 0 })).layout).toMatchObject([
      { heading: 'تجهيز المكاتب' },
      { heading: 'أسئلة', items: [{ question: 'كم يستغرق التجهيز؟' }] },
    ])
    expect((await payload.findByID({ collection: 'pages', id: 1, locale: 'en', depth: 0 })).layout).toMatchObject([
      { heading: 'Office Fit-Out' },
      { heading: 'Questions', items: [{ question: 'How long does a fit-out take?' }] },
    ])
  })

  it('marks the Arabic older than the English once the English words change', async () => {
    const page = await payload.update({ collection: 'pages', id: 1, locale: 'en', data: { title: 'Office Fit-Out in Dubai' }, context: skipRevalidation })
    expect(page.arabic).toBe('outdated')
    const { docs } = await payload.find({ collection: 'pages', where: { arabic: { equals: 'outdated' } }, depth: 0 })
    expect(docs.map((doc) => doc.id)).toEqual([1])
  })

  it('gives the English back to the old columns when the migration is rolled back', async () => {
    // Rolled back as `payload migrate:down` would, the migrations made after it first (newest first).
    for (const migration of [...later].reverse()) await migration.down(downArgs())
    await localizationMigration.down(downArgs())
    expect(await query('SELECT title, breadcrumb FROM pages')).toEqual([{ title: 'Office Fit-Out in Dubai', breadcrumb: 'Office fit-out' }])
    expect(await query('SELECT heading FROM pages_blocks_banner')).toEqual([{ heading: 'Office Fit-Out' }])
    expect(await query('SELECT address FROM company')).toEqual([{ address: 'Business Bay, Dubai' }])
  })
})
