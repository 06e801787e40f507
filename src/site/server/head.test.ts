import { describe, expect, it } from 'vitest'

import { headTags } from './head'

const metadata = {
  title: { absolute: 'Office Fit-Out in Dubai | Atelier Noor Interiors' },
  description: 'Workspaces planned around your team.',
  alternates: { canonical: '/office-fit-out', languages: { en: '/office-fit-out', ar: '/ar/office-fit-out', 'x-default': '/office-fit-out' } },
  openGraph: { url: '/office-fit-out', images: [{ url: '/api/media/file/office-1600x900.webp', alt: 'A bright open-plan office' }] },
  twitter: { card: 'summary_large_image' as const },
}

const contentOf = (tags: ReturnType<typeof headTags>, key: string) =>
  tags.flatMap((tag) => (tag.tag === 'meta' && (tag.attrs.name ?? tag.attrs.property) === key ? [tag.attrs.content] : []))

describe('headTags', () => {
  const tags = headTags(metadata, 'Atelier Noor Interiors', 'en')

  it('gives Open Graph the page title, description and picture', () => {
    expect(contentOf(tags, 'og:title')).toEqual(['Office Fit-Out in Dubai | Atelier Noor Interiors'])
    expect(contentOf(tags, 'og:description')).toEqual(['Workspaces planned around your team.'])
    expect(contentOf(tags, 'og:image')).toEqual([expect.stringMatching(/\/api\/media\/file\/office-1600x900\.webp$/)])
  })

  it("writes X's card with the picture's alt and leaves the rest to Open Graph, which X reads", () => {
    expect(contentOf(tags, 'twitter:card')).toEqual(['summary_large_image'])
    expect(contentOf(tags, 'twitter:image:alt')).toEqual(['A bright open-plan office'])
    for (const repeated of ['twitter:title', 'twitter:description', 'twitter:image']) expect(contentOf(tags, repeated)).toEqual([])
  })

  it("writes X's title when it differs from Open Graph's", () => {
    const own = headTags({ ...metadata, twitter: { card: 'summary_large_image', title: 'Offices that work' } }, 'Atelier Noor Interiors', 'en')
    expect(contentOf(own, 'twitter:title')).toEqual(['Offices that work'])
  })

  it('links the page in each of its languages', () => {
    const alternates = tags.flatMap((tag) => (tag.tag === 'link' && tag.attrs.hreflang ? [[tag.attrs.hreflang, new URL(tag.attrs.href).pathname]] : []))
    expect(alternates).toEqual([
      ['en', '/office-fit-out'],
      ['ar', '/ar/office-fit-out'],
      ['x-default', '/office-fit-out'],
    ])
  })
})
