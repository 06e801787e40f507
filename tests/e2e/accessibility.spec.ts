import { expect, test } from '@playwright/test'

import { seriousViolations } from './axe'

// The home page, the services page and every page of SPEC §2.8 (service pages, case studies and the
// blog are checked in their own specs).
for (const path of ['/', '/services', '/about-us', '/contact', '/our-clients', '/career', '/vendor-and-service-providers', '/privacy-policy', '/terms-and-conditions']) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path)
    expect(await seriousViolations(page)).toEqual([])
  })
}
