import { expect, it } from 'vitest'

import { cachedJson, notFoundJson } from './cachedJson'

const get = (headers: HeadersInit = {}) => new Request('http://localhost/api/blogs', { headers })

it('answers JSON with an ETag and a cache lifetime', async () => {
  const response = cachedJson(get(), [{ url: 'a' }])
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toContain('application/json')
  expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/)
  expect(response.headers.get('etag')).toMatch(/^"[\w-]+"$/)
  expect(await response.json()).toEqual([{ url: 'a' }])
})

it('answers 304 without a body to a client holding the same version, weak or listed', async () => {
  const etag = cachedJson(get(), { a: 1 }).headers.get('etag')!
  for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
    const response = cachedJson(get({ 'If-None-Match': ifNoneMatch }), { a: 1 })
    expect(response.status).toBe(304)
    expect(await response.text()).toBe('')
  }
})

it('sends the new body when the content changed', () => {
  const etag = cachedJson(get(), { a: 1 }).headers.get('etag')!
  const response = cachedJson(get({ 'If-None-Match': etag }), { a: 2 })
  expect(response.status).toBe(200)
  expect(response.headers.get('etag')).not.toBe(etag)
})

it('says what was not found, in JSON, never cached', async () => {
  const response = notFoundJson('No blog post has the address nope.')
  expect(response.status).toBe(404)
  expect(response.headers.get('cache-control')).toBe('no-store')
  expect(await response.json()).toEqual({ error: 'No blog post has the address nope.' })
})
