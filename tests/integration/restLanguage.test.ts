import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { skipRevalidation } from '@/cms/hooks/revalidate'
import { adapter, startPayload } from './harness'
import { editorToken, rest } from './rest'

let payload: Payload
let token: string
let id: number | string

beforeAll(async () => {
  ;({ payload } = await startPayload())
  token = await editorToken(payload)
  const layout = [{ blockType: 'banner' as const, heading: 'Kitchens' }]
  const page = await payload.create({ collection: 'pages', context: skipRevalidation, data: { title: 'Kitchens', slug: 'kitchens', layout, _status: 'published' } })
  id = page.id
  const english = await payload.findByID({ collection: 'pages', id, depth: 0 })
  await payload.update({ collection: 'pages', id, locale: 'ar', context: skipRevalidation, data: { title: 'المطابخ', layout: english.layout.map((block) => ({ ...block, heading: 'المطابخ' })) } })
})

afterAll(async () => {
  await payload?.destroy()
})

/** A read as the admin sends it: a POST whose body holds the query. */
const readAsPost = (query: string) =>
  rest('POST', '/pages', { token, headers: { 'X-Payload-HTTP-Method-Override': 'GET', 'content-type': 'application/x-www-form-urlencoded' }, body: query })

describe(`the REST API in two languages, on ${adapter}`, () => {
  it('reads English when a call names no language, sorted by a localized field', async () => {
    const response = await rest('GET', '/pages?sort=title&depth=0')
    expect(response.status).toBe(200)
    expect((await response.json()).docs.map((page: { title: string }) => page.title)).toEqual(['Kitchens'])
  })

  it('reads the language a call names', async () => {
    const response = await rest('GET', '/pages?locale=ar&depth=0')
    expect((await response.json()).docs.map((page: { title: string }) => page.title)).toEqual(['المطابخ'])
  })

  it("answers the admin's reads sent as POST with their words, whether their body names a language or not", async () => {
    for (const [query, title] of [
      [`locale=ar&draft=true&select[title]=true&where[id][in][0]=${id}`, 'المطابخ'],
      [`draft=true&select[title]=true&where[id][in][0]=${id}`, 'Kitchens'],
    ]) {
      const response = await readAsPost(query!)
      expect(response.status, query).toBe(200)
      expect((await response.json()).docs, query).toEqual([{ id, title }])
    }
  })
})
