import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { skipRevalidation } from '@/cms/hooks/revalidate'
import { postCopy } from '@/content/posts'
import { seed } from '@/content/seed'
import { demoDecision, prepareContent } from '@/content/seed/demoOnce'
import { demoVacancies } from '@/content/vacancies'
import { pageSlugs } from '@/content/demoRoutes'
import { menusWithoutPage } from '../fixtures/menus'
import { adapter, startPayload } from './harness'

let payload: Payload
/** The documents are what these tests read: tiny pictures seed faster. */
const start = () => prepareContent(payload, { pictureScale: 0.05 })

beforeAll(async () => {
  ;({ payload } = await startPayload())
})

afterAll(async () => {
  await payload?.destroy()
})

const contentCounts = async () => ({
  pages: (await payload.count({ collection: 'pages' })).totalDocs,
  posts: (await payload.count({ collection: 'posts' })).totalDocs,
  vacancies: (await payload.count({ collection: 'vacancies' })).totalDocs,
})

/** Deletes one vacancy, one post and one page (its menu links removed first) as an editor would, and says which. */
async function deleteOneOfEach(vacancyTitle: string, postUrl: string, pageSlug: string) {
  const deleted = [
    { collection: 'vacancies', where: { title: { equals: vacancyTitle } } },
    { collection: 'posts', where: { url: { equals: postUrl } } },
    { collection: 'pages', where: { slug: { equals: pageSlug } } },
  ] as const
  const page = (await payload.find({ collection: 'pages', where: { slug: { equals: pageSlug } }, depth: 0 })).docs[0]!
  const navigation = await payload.findGlobal({ slug: 'navigation', depth: 0 })
  await payload.updateGlobal({ slug: 'navigation', context: skipRevalidation, data: menusWithoutPage(navigation, page.id) })
  for (const { collection, where } of deleted) {
    const { docs } = await payload.delete({ collection, where, context: skipRevalidation })
    expect(docs, `${collection} deleted`).toHaveLength(1)
  }
  return deleted
}

async function expectGone(deleted: Awaited<ReturnType<typeof deleteOneOfEach>>) {
  for (const { collection, where } of deleted) {
    expect((await payload.count({ collection, where })).totalDocs, `${collection} ${JSON.stringify(where)}`).toBe(0)
  }
}

describe(`the demo content on ${adapter}`, () => {
  it('loads on the first start of an empty database, and a vacancy, post and page deleted then stay deleted', async () => {
    expect(await demoDecision(payload)).toBe('load')
    await start()
    expect(await contentCounts()).toEqual({ pages: pageSlugs.length, posts: postCopy.length, vacancies: demoVacancies.length })

    const deleted = await deleteOneOfEach('Draftsman', postCopy.at(-1)!.url, 'bed-headboards')
    await start()

    await expectGone(deleted)
    expect(await contentCounts()).toEqual({ pages: pageSlugs.length - 1, posts: postCopy.length - 1, vacancies: demoVacancies.length - 1 })
    expect(await demoDecision(payload)).toBe('loaded-before')
  })

  it('is not loaded into a database of an earlier version, which has content but no record of the demo', async () => {
    // An earlier version seeded at every start and kept no record: its database is content alone.
    await payload.delete({ collection: 'payload-kv', where: {} })
    await seed(payload, { pictureScale: 0.05 })
    expect(await demoDecision(payload)).toBe('existing-content')
    const deleted = await deleteOneOfEach('Plumber', postCopy.at(-2)!.url, 'wall-cladding')
    const before = await contentCounts()

    await start()
    await start()

    await expectGone(deleted)
    expect(await contentCounts()).toEqual(before)
    expect(await demoDecision(payload)).toBe('loaded-before')
  })

  it('loads what is missing when asked to (npm run seed), and nothing twice', async () => {
    await prepareContent(payload, { demo: true, pictureScale: 0.05 })
    await prepareContent(payload, { demo: true, pictureScale: 0.05 })
    expect(await contentCounts()).toEqual({ pages: pageSlugs.length, posts: postCopy.length, vacancies: demoVacancies.length })
  })
})
