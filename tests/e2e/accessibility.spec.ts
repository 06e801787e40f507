import { expect, test } from '@playwright/test'

import { seriousViolations } from './axe'

for (const path of ['/', '/services', '/contact']) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path)
    expect(await seriousViolations(page)).toEqual([])
  })
}
