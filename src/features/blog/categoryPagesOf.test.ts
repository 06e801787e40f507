import { describe, expect, it } from 'vitest'

import { blogPageSize } from '@/lib/routes'
import { categoryPagesOf, languagesOfCategoryPage } from './categoryPagesOf'

const both = ['en', 'ar'] as const
const english = ['en'] as const
const post = (categories: number[], languages: readonly ('en' | 'ar')[], updatedAt = '2026-01-01') => ({ categories, languages, updatedAt })

describe('the pages of the blog categories', () => {
  it('are those of categories holding a published post, in the languages both are written in', () => {
    const categories = [
      { id: 1, slug: 'kitchens', updatedAt: '2026-02-01', languages: both },
      { id: 2, slug: 'offices', updatedAt: '2026-02-01', languages: english },
      { id: 3, slug: 'empty', updatedAt: '2026-02-01', languages: both },
    ]
    const pages = categoryPagesOf([post([1], english), post([1, 2], both)], categories)
    expect(pages.map((page) => [page.slug, languagesOfCategoryPage(page)])).toEqual([
      ['kitchens', ['en', 'ar']],
      // Written in English only: no Arabic page, though an Arabic post is in it.
      ['offices', ['en']],
    ])
  })

  it('count the pages of each list, ten posts a page, and date the page by its latest change', () => {
    const posts = Array.from({ length: blogPageSize + 1 }, (_, index) => post([7], index < 3 ? both : english, `2026-03-${String(index + 1).padStart(2, '0')}`))
    const [page] = categoryPagesOf(posts, [{ id: 7, slug: 'fit-out', updatedAt: '2026-01-15', languages: both }])
    expect(page).toEqual({ id: 7, slug: 'fit-out', updatedAt: '2026-03-11', pages: { en: 2, ar: 1 } })
  })
})
