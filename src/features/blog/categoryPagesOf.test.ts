import { describe, expect, it } from 'vitest'

import { blogPageSize } from '@/lib/routes'
import { categoryPagesOf, languagesOfCategoryPage } from './categoryPagesOf'

const both = ['en', 'ar'] as const
const english = ['en'] as const

describe('the pages of the blog categories', () => {
  it('are those of categories holding a published post, in the languages both are written in', () => {
    // Kitchens holds an English post and one in both languages; offices the latter; empty none.
    const categories = [
      { id: 1, slug: 'kitchens', updatedAt: '2026-02-01', languages: both, posts: { counts: { en: 2, ar: 1 }, updatedAt: '2026-01-01' } },
      { id: 2, slug: 'offices', updatedAt: '2026-02-01', languages: english, posts: { counts: { en: 1, ar: 1 }, updatedAt: '2026-01-01' } },
      { id: 3, slug: 'empty', updatedAt: '2026-02-01', languages: both, posts: { counts: { en: 0, ar: 0 }, updatedAt: null } },
    ]
    const pages = categoryPagesOf(categories)
    expect(pages.map((page) => [page.slug, languagesOfCategoryPage(page)])).toEqual([
      ['kitchens', ['en', 'ar']],
      // Written in English only: no Arabic page, though an Arabic post is in it.
      ['offices', ['en']],
    ])
  })

  it('count the pages of each list, ten posts a page, and date the page by its latest change', () => {
    const posts = { counts: { en: blogPageSize + 1, ar: 3 }, updatedAt: '2026-03-11' }
    const [page] = categoryPagesOf([{ id: 7, slug: 'fit-out', updatedAt: '2026-01-15', languages: both, posts }])
    expect(page).toEqual({ id: 7, slug: 'fit-out', updatedAt: '2026-03-11', pages: { en: 2, ar: 1 } })
  })
})
