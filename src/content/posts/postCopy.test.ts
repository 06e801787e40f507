import { describe, expect, it } from 'vitest'

import { maxPagesShownInFull, pageCount } from '@/lib/pagination'
import { blogPageSize } from '@/lib/routes'
import { serviceSlugs } from '../demoRoutes'
import { demoCompany } from '../company'
import { postCopy } from '.'

const words = (value: unknown): number =>
  typeof value === 'string' ? value.split(/\s+/).filter(Boolean).length
  : Array.isArray(value) ? value.reduce((sum: number, item) => sum + words(item), 0)
  : value && typeof value === 'object' ? words(Object.values(value))
  : 0

it('fills more than five pages of the blog (so its pagination collapses), each post at its own address and date', () => {
  expect(pageCount(postCopy.length, blogPageSize)).toBeGreaterThan(maxPagesShownInFull)
  expect(new Set(postCopy.map((post) => post.url)).size).toBe(postCopy.length)
  expect(new Set(postCopy.map((post) => post.title)).size).toBe(postCopy.length)
  expect(new Set(postCopy.map((post) => post.publishedAt)).size).toBe(postCopy.length)
})

describe.each(postCopy.map((post) => [post.url, post] as const))('the demo post %s', (_url, post) => {
  it('has an address, a real past date and SEO records of the right length', () => {
    expect(post.url).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    expect(post.url).not.toBe('page')
    expect(Number.isNaN(Date.parse(post.publishedAt))).toBe(false)
    expect(post.publishedAt < '2026-11-22').toBe(true)
    expect(post.metaTitle.length).toBeLessThanOrEqual(60)
    expect(post.metaDescription.length).toBeGreaterThanOrEqual(120)
    expect(post.metaDescription.length).toBeLessThanOrEqual(160)
    expect(post.imageAlt.length).toBeGreaterThan(10)
  })

  it('reads at least 450 words under three or more headings, with a list, never naming the company', () => {
    expect(words(post.intro) + words(post.sections)).toBeGreaterThanOrEqual(450)
    expect(post.sections.length).toBeGreaterThanOrEqual(3)
    expect(post.sections.some((section) => (section.bullets?.length ?? 0) >= 3)).toBe(true)
    expect(JSON.stringify(post)).not.toContain(demoCompany.name.split(' ')[1])
  })

  it('links only to pages the site has', () => {
    for (const section of post.sections) {
      if (section.link) expect(serviceSlugs.map((slug) => `/${slug}`)).toContain(section.link.href)
    }
  })
})
