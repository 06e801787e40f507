import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { previewOf } from './preview'

const req = { headers: new Headers({ host: 'localhost:3000' }) } as PayloadRequest
const { livePreview, preview } = previewOf('pages')
const pathIn = (url: string | null | undefined) => (url ? new URL(url).searchParams.get('path') : url)

describe('the preview of a document in the admin', () => {
  it('shows the page in the language being edited', async () => {
    const url = livePreview!.url as (args: object) => string | null
    expect(pathIn(url({ data: { slug: 'office-fit-out' }, req, locale: { code: 'en' } }))).toBe('/office-fit-out')
    expect(pathIn(url({ data: { slug: 'office-fit-out' }, req, locale: { code: 'ar' } }))).toBe('/ar/office-fit-out')
    expect(pathIn(await (preview as (doc: object, options: object) => string | null)({ slug: 'about-us' }, { req, locale: 'ar' }))).toBe('/ar/about-us')
  })

  it('waits for the document’s address', () => {
    const url = livePreview!.url as (args: object) => string | null
    expect(url({ data: { slug: '' }, req, locale: { code: 'ar' } })).toBeNull()
  })
})
