import type { Block, Field, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { sectionDescriptions } from '@/blocks/chooser'
import { rowLabelMaxLength, rowLabelText } from '@/cms/admin/rowLabelText'
import type { RowLabelProps } from '@/cms/admin/rowLabels'
import { prepareContent } from '@/content/seed/demoOnce'
import { type HoursRow, openingHoursText } from '@/lib/openingHours'
import { adapter, startPayload } from './harness'

let payload: Payload

beforeAll(async () => {
  process.env.ADMIN_EMAIL = 'editor@example.com'
  process.env.ADMIN_PASSWORD = 'a-long-test-password'
  ;({ payload } = await startPayload())
  await prepareContent(payload, { pictureScale: 0.05 })
})

afterAll(async () => {
  await payload?.destroy()
})

type Components = { RowLabel?: string | { path?: string; clientProps?: RowLabelProps }; Label?: { clientProps?: RowLabelProps } }
type Labelled = { where: string; props?: RowLabelProps; rows: unknown[] }

/** Row labels drawn by a component of their own instead of RowLabel.tsx: the words it shows for a row, and for a new one. */
const ownRowLabels: Record<string, { text: (row: unknown) => string; fallback: string }> = {
  '@/cms/admin/OpeningHoursRowLabel#OpeningHoursRowLabel': { text: (row) => openingHoursText([row as HoursRow]), fallback: 'New opening hours' },
}

const componentsOf = (admin: unknown) => (admin as { components?: Components } | undefined)?.components
const isShown = (field: Field) => {
  const admin = field.admin as { hidden?: boolean; disabled?: boolean } | undefined
  return !admin?.hidden && !admin?.disabled
}

/**
 * Every array field and every block an editor sees under `fields`, with the row-label settings
 * their config gives (undefined when none) and the rows of `data` they hold, nested ones included.
 */
function labelledRows(fields: Field[], data: unknown, where: string): Labelled[] {
  const record = (data ?? {}) as Record<string, unknown>
  return fields.filter(isShown).flatMap((field): Labelled[] => {
    if (field.type === 'tabs')
      return field.tabs.flatMap((tab) => {
        const name = 'name' in tab ? tab.name : undefined
        return labelledRows(tab.fields, name ? record[name] : data, name ? `${where}.${name}` : where)
      })
    if (field.type === 'row' || field.type === 'collapsible') return labelledRows(field.fields, data, where)
    if (field.type === 'group') {
      const name = 'name' in field ? field.name : undefined
      return labelledRows(field.fields, name ? record[name] : data, name ? `${where}.${name}` : where)
    }
    if (field.type === 'array') {
      const rows = (record[field.name] as unknown[] | undefined) ?? []
      const path = `${where}.${field.name}`
      const rowLabel = componentsOf(field.admin)?.RowLabel
      const own = ownRowLabels[typeof rowLabel === 'string' ? rowLabel : (rowLabel?.path ?? '')]
      return [
        // A label of its own reads here as RowLabel.tsx would read a row holding its words.
        own
          ? { where: path, props: { fields: ['label'], fallback: own.fallback }, rows: rows.map((row) => ({ label: own.text(row) })) }
          : { where: path, props: typeof rowLabel === 'object' ? rowLabel.clientProps : undefined, rows },
        // Without rows, the fields of one empty row: lists inside lists are configured even where no data reaches them.
        ...(rows.length ? rows : [{}]).flatMap((row, index) => labelledRows(field.fields, row, `${path}.${index}`)),
      ]
    }
    if (field.type === 'blocks') {
      const rows = (record[field.name] as { blockType: string }[] | undefined) ?? []
      const blocks = field.blocks as Block[]
      return blocks.flatMap((block) => {
        const path = `${where}.${field.name}:${block.slug}`
        const ofBlock = rows.filter((row) => row.blockType === block.slug)
        return [
          { where: path, props: componentsOf(block.admin)?.Label?.clientProps, rows: ofBlock },
          ...(ofBlock.length ? ofBlock : [{}]).flatMap((row, index) => labelledRows(block.fields, row, `${path}.${index}`)),
        ]
      })
    }
    return []
  })
}

/** Matches the label of these words: the words themselves, or their beginning cut at a word and followed by '…'. */
const shortened = (words: string) =>
  words.length <= rowLabelMaxLength
    ? words
    : expect.toSatisfy((label: string) => label.endsWith('…') && words.startsWith(label.slice(0, -1)))

/** The collections and globals editors work in, with their documents as the seed left them (relations one level deep). */
async function editedDocuments() {
  const collections = payload.config.collections.filter((collection) => !collection.slug.startsWith('payload-'))
  const ofCollections = await Promise.all(
    collections.map(async (collection) => {
      const { docs } = await payload.find({ collection: collection.slug, limit: 0, depth: 1, draft: true, pagination: false })
      return { slug: collection.slug, fields: collection.fields, docs: docs.length ? docs : [{}] }
    }),
  )
  const ofGlobals = await Promise.all(
    payload.config.globals.map(async (global) => ({ slug: global.slug, fields: global.fields, docs: [await payload.findGlobal({ slug: global.slug, depth: 1 })] })),
  )
  return [...ofCollections, ...ofGlobals]
}

describe(`row labels on ${adapter}`, () => {
  it('configures a label for every list of rows and every kind of section editors see', async () => {
    const lists = (await editedDocuments()).flatMap(({ slug, fields }) => labelledRows(fields, {}, slug))
    expect(lists.map(({ where }) => where)).toEqual(
      expect.arrayContaining(['navigation.mainMenu', 'navigation.mainMenu.0.groups.0.links', 'company.popularSearches', 'projects.gallery']),
    )
    expect(lists.filter(({ where }) => /\.layout:\w+$/.test(where))).toHaveLength(Object.keys(sectionDescriptions).length)
    const unlabelled = lists.filter(({ props }) => !props?.fields.length || !props.fallback).map(({ where }) => where)
    expect(unlabelled).toEqual([])
  })

  it('labels every seeded row by its own words: sections by heading, FAQ items by question, steps by title, pictures by alt', async () => {
    const rows = (await editedDocuments()).flatMap(({ slug, fields, docs }) =>
      docs.flatMap((doc, index) => labelledRows(fields, doc, `${slug}.${index}`)),
    )
    const withoutWords = rows.flatMap(({ where, props, rows }) =>
      rows.filter((row) => !rowLabelText(row, props!.fields)).map((_, index) => `${where}.${index}`),
    )
    expect(withoutWords).toEqual([])
    const labels = rows.flatMap(({ props, rows }) => rows.map((row) => rowLabelText(row, props!.fields)!))
    expect(labels.every((label) => label.length <= rowLabelMaxLength + 1)).toBe(true)

    const { docs } = await payload.find({ collection: 'pages', where: { slug: { equals: 'home' } }, depth: 1, limit: 1 })
    const sectionLabels = labelledRows(payload.collections.pages.config.fields, docs[0], 'home')
      .filter(({ where }) => /layout:\w+$/.test(where))
      .flatMap(({ props, rows }) => rows.map((row) => [(row as { blockType: string }).blockType, rowLabelText(row, props!.fields)]))
    const banner = docs[0]!.layout.find((block) => block.blockType === 'banner')!
    expect(sectionLabels).toContainEqual(['banner', banner.heading])

    const faqRows = rows.filter(({ where }) => /layout:faq\.\d+\.items$/.test(where)).flatMap(({ props, rows }) => rows.map((row) => ({ props, row })))
    expect(faqRows.length).toBeGreaterThan(0)
    for (const { props, row } of faqRows) {
      expect(rowLabelText(row, props!.fields)).toEqual(shortened((row as { question: string }).question))
    }
    const pictures = rows.filter(({ where }) => /layout:gallery\.\d+\.images$/.test(where)).flatMap(({ props, rows }) => rows.map((row) => ({ props, row })))
    expect(pictures.length).toBeGreaterThan(0)
    for (const { props, row } of pictures) expect(rowLabelText(row, props!.fields)).toEqual(shortened((row as { image: { alt: string } }).image.alt))
    const steps = rows.filter(({ where }) => /layout:process\.\d+\.steps$/.test(where)).flatMap(({ props, rows }) => rows.map((row) => ({ props, row })))
    expect(steps.length).toBeGreaterThan(0)
    for (const { props, row } of steps) expect(rowLabelText(row, props!.fields)).toEqual(shortened((row as { title: string }).title))
  })

  it('gives every kind of section a description and a picture for the chooser', () => {
    const layout = payload.collections.pages.config.flattenedFields.find((field) => field.name === 'layout') as unknown as { blocks: Block[]; labels?: { singular?: string } }
    expect(layout.labels?.singular).toBe('section')
    for (const block of layout.blocks) {
      expect(block.admin?.custom?.description, block.slug).toBe(sectionDescriptions[block.slug as keyof typeof sectionDescriptions])
      expect(block.admin?.images?.thumbnail, block.slug).toEqual({ url: `/icons/sections/${block.slug}.svg`, alt: '' })
    }
  })
})
