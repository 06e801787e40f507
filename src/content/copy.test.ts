import { describe, expect, it } from 'vitest'

import { pageSlugs, projectSlugs } from './demoRoutes'
import { demoCompany } from './company'
import { pageCopy } from './page-copy'
import { projectCopy } from './project-copy'

const entries = [
  ...pageSlugs.map((slug) => [slug, pageCopy[slug]] as const),
  ...projectSlugs.map((slug) => [slug, projectCopy[slug]] as const),
]

describe('demo copy', () => {
  it('exists for every page and case study', () => {
    for (const [slug, copy] of entries) expect(copy, slug).toBeDefined()
  })

  it('gives search engines a title of at most 60 characters and a description of 120 to 160', () => {
    for (const [slug, copy] of entries) {
      expect(copy!.metaTitle.length, slug).toBeLessThanOrEqual(60)
      expect(copy!.metaDescription.length, slug).toBeGreaterThanOrEqual(120)
      expect(copy!.metaDescription.length, slug).toBeLessThanOrEqual(160)
    }
  })

  it('never repeats a title or description, and never names the company (templates do)', () => {
    const titles = entries.map(([, copy]) => copy!.metaTitle)
    const descriptions = entries.map(([, copy]) => copy!.metaDescription)
    expect(new Set(titles).size).toBe(titles.length)
    expect(new Set(descriptions).size).toBe(descriptions.length)
    const brand = demoCompany.name.split(' ')[1]!
    for (const [slug, copy] of entries) expect(JSON.stringify(copy), slug).not.toContain(brand)
  })
})
