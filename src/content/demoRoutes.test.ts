import { describe, expect, it } from 'vitest'

import { fixedPageSlugs, siteRouteSegments } from '@/lib/routes'
import { fixedPublicPaths, pageSlugs, projectSlugs, serviceGroups, serviceSlugs } from './demoRoutes'

describe('the demo route table', () => {
  it('has the 29 service pages of SPEC §2.1 in four menu groups', () => {
    expect(serviceGroups.map((group) => group.label)).toEqual([
      'Interior Fit-Out',
      'Commercial Interior Design',
      'Residential',
      'Joinery',
    ])
    expect(serviceGroups.map((group) => group.slugs.length)).toEqual([6, 8, 7, 8])
    expect(new Set(serviceSlugs).size).toBe(29)
  })

  it('has 29 distinct portfolio case studies', () => {
    expect(new Set(projectSlugs).size).toBe(29)
  })

  it('serves every page at a distinct path', () => {
    expect(new Set(fixedPublicPaths).size).toBe(fixedPublicPaths.length)
    expect(fixedPublicPaths).toHaveLength(pageSlugs.length + projectSlugs.length)
  })

  it("gives no demo page an address of the site's own routes, but the pages of the home page, /blog and /portfolio", () => {
    expect(pageSlugs.filter((slug) => siteRouteSegments.includes(slug) || fixedPageSlugs.includes(slug)).sort()).toEqual([...fixedPageSlugs].sort())
  })
})
