import { describe, expect, it } from 'vitest'

import { fixedPublicPaths, pageSlugs, pathOfPage, projectSlugs, serviceGroups, serviceSlugs } from './routes'

describe('route table', () => {
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

  it('serves every page at a distinct path, the home page at /', () => {
    expect(pathOfPage('home')).toBe('/')
    expect(pathOfPage('portfolio')).toBe('/portfolio')
    expect(pathOfPage('office-fit-out')).toBe('/office-fit-out')
    expect(new Set(fixedPublicPaths).size).toBe(fixedPublicPaths.length)
    expect(fixedPublicPaths).toHaveLength(pageSlugs.length + projectSlugs.length)
  })
})
