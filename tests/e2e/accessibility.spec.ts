import { expect, test } from './sharedPage'

import { pathOfCategory } from '@/lib/routes'
import { seriousViolations } from './axe'

// The home page, the services page, every page of SPEC §2.8 and a blog category's pages in both
// languages (service pages, case studies, posts and the blog's list are checked in their own specs).
for (const path of [
  '/',
  '/services',
  '/about-us',
  '/contact',
  '/our-clients',
  '/career',
  '/vendor-and-service-providers',
  '/privacy-policy',
  '/terms-and-conditions',
  pathOfCategory('materials-and-joinery'),
  pathOfCategory('materials-and-joinery', 2),
  `/ar${pathOfCategory('materials-and-joinery')}`,
]) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path)
    expect(await seriousViolations(page)).toEqual([])
  })
}
