import { afterEach, describe, expect, it, vi } from 'vitest'

import { seoPreviewAddress } from './previewAddress'

const addressOf = (collectionSlug: string, doc: object, locale?: string) =>
  seoPreviewAddress({ collectionSlug, doc, locale, req: {} } as unknown as Parameters<typeof seoPreviewAddress>[0])

describe('the address in the SEO tab’s search-result preview', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('is the document’s public address on the site, in the language being edited', () => {
    vi.stubEnv('SITE_URL', 'https://studio.example.ae')
    expect(addressOf('pages', { slug: 'office-fit-out' }, 'en')).toBe('https://studio.example.ae/office-fit-out')
    expect(addressOf('pages', { slug: 'office-fit-out' }, 'ar')).toBe('https://studio.example.ae/ar/office-fit-out')
    expect(addressOf('pages', { slug: 'home' }, 'ar')).toBe('https://studio.example.ae/ar')
    expect(addressOf('projects', { slug: 'marina-loft' }, 'en')).toBe('https://studio.example.ae/portfolios/marina-loft')
    expect(addressOf('posts', { url: 'lighting-a-majlis' }, 'en')).toBe('https://studio.example.ae/blog/lighting-a-majlis')
  })

  it('stays empty until the document has its address', () => {
    expect(addressOf('pages', { slug: '' }, 'en')).toBe('')
    expect(addressOf('posts', {}, 'en')).toBe('')
    expect(addressOf('users', { slug: 'x' }, 'en')).toBe('')
  })
})
