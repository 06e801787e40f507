import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { adapter, startPayload } from './harness'
import { editorToken, rest } from './rest'

// Nothing that loads the Payload config is imported above: the harness sets its environment first.

let payload: Payload
let token: string
const vacancyCount = 120

beforeAll(async () => {
  ;({ payload } = await startPayload())
  token = await editorToken(payload)
  const { skipRevalidation } = await import('@/cms/hooks/revalidate')
  for (let index = 0; index < vacancyCount; index++) {
    await payload.create({
      collection: 'vacancies',
      data: { title: `Vacancy ${index}`, role: 'Project Engineer', description: 'On site in Dubai.' },
      context: skipRevalidation,
    })
  }
})

afterAll(async () => {
  await payload?.destroy()
})

const csv = Buffer.from('title,role,description\nParsed by the server,Project Engineer,x\n').toString('base64')

describe(`import-export endpoints on ${adapter}`, () => {
  it.each([
    ['POST /api/imports/preview-data', '/imports/preview-data', { collectionSlug: 'vacancies', fileData: csv, format: 'csv' }],
    ['POST /api/exports/export-preview', '/exports/export-preview', { collectionSlug: 'vacancies', format: 'csv' }],
    ['POST /api/exports/download', '/exports/download', { data: { collectionSlug: 'quote-requests', format: 'csv' } }],
  ])('refuses an anonymous %s with 401', async (_, path, json) => {
    const response = await rest('POST', path, { json })
    expect(response.status).toBe(401)
    expect(await response.text()).not.toMatch(/Parsed by the server|docs/)
  })

  it('still lets a signed-in editor preview an export and download it', async () => {
    const preview = await rest('POST', '/exports/export-preview', { token, json: { collectionSlug: 'quote-requests', format: 'csv' } })
    expect(preview.status).toBe(200)
    const download = await rest('POST', '/exports/download', { token, json: { data: { collectionSlug: 'quote-requests', format: 'csv' } } })
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toContain('text/csv')
  })

  it('keeps saved exports and imports, and their files, to signed-in editors', async () => {
    for (const path of ['/exports', '/imports', '/exports/file/leads.csv', '/imports/file/leads.csv']) {
      expect((await rest('GET', path)).status, path).toBe(403)
    }
  })
})

describe(`missing documents and files on ${adapter}`, () => {
  it.each(['/media/file/does-not-exist.webp', '/videos/file/does-not-exist.mp4'])('answers GET %s with 404', async (path) => {
    const response = await rest('GET', path)
    expect(response.status).toBe(404)
  })

  it('answers 404 to a signed-in editor asking for a missing application file', async () => {
    expect((await rest('GET', '/lead-files/file/does-not-exist.pdf')).status).toBe(403)
    expect((await rest('GET', '/lead-files/file/does-not-exist.pdf', { token })).status).toBe(404)
  })

  it.each(['/posts/abc', '/pages/abc', '/projects/abc', '/vacancies/abc', '/media/abc', '/vacancies/1abc', '/vacancies/1e0'])(
    'answers GET %s (not a document id) with 404',
    async (path) => {
      const response = await rest('GET', path)
      expect(response.status).toBe(404)
    },
  )

  it('answers 404 to an editor reading, changing or deleting a document under a non-numeric id', async () => {
    expect((await rest('GET', '/quote-requests/abc', { token })).status).toBe(404)
    expect((await rest('GET', '/payload-locked-documents/abc', { token })).status).toBe(404)
    expect((await rest('GET', '/posts/versions/1abc', { token })).status).toBe(404)
    expect((await rest('PATCH', '/vacancies/abc', { token, json: { title: 'x' } })).status).toBe(404)
    expect((await rest('DELETE', '/vacancies/abc', { token })).status).toBe(404)
  })
})

describe(`anonymous list sizes on ${adapter}`, () => {
  const docsOf = async (path: string, options: { token?: string } = {}) => {
    const response = await rest('GET', path, options)
    expect(response.status).toBe(200)
    return ((await response.json()) as { docs: unknown[] }).docs.length
  }

  it.each(['?limit=100000', '?limit=0', '?pagination=false', '?limit=101&page=1'])('returns at most 100 documents to GET /api/vacancies%s', async (query) => {
    expect(await docsOf(`/vacancies${query}`)).toBe(100)
  })

  it('leaves smaller pages and signed-in editors alone', async () => {
    expect(await docsOf('/vacancies?limit=30')).toBe(30)
    expect(await docsOf('/vacancies')).toBe(10)
    expect(await docsOf('/vacancies?limit=0', { token })).toBe(vacancyCount)
  })
})
