import { expect, type Page, test } from '@playwright/test'

import type { View } from '@/features/visits/protocol'
import { adminHeaders } from './site'

/** Issue 26: every public page view is counted after load, with no cookie and no identifier. */

// A visitor's browser: headless Chromium names itself HeadlessChrome, which the site counts as a robot.
test.use({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36' })

/** The views and landings counted for a page from one source. */
const viewsOf = async (page: Page, path: string, source: string) => {
  const where = `where[page][equals]=${encodeURIComponent(path)}&where[source][equals]=${encodeURIComponent(source)}`
  const response = await page.request.get(`/api/view-counts?${where}&limit=100&depth=0`, { headers: adminHeaders() })
  const { docs } = (await response.json()) as { docs: { views: number; landings: number }[] }
  return docs.reduce((sum, row) => ({ views: sum.views + row.views, landings: sum.landings + row.landings }), { views: 0, landings: 0 })
}

test('a page view is sent once the page has loaded, sets no cookie, and is counted for its page and the visit’s source', async ({ page }) => {
  const before = await viewsOf(page, '/about-us', 'e2e-views')
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/views'))
  await page.goto('/about-us?utm_source=e2e-views&utm_medium=test')
  const request = await sent
  expect(JSON.parse(request.postData()!) as View).toEqual({ page: '/about-us', landed: true, source: 'e2e-views', medium: 'test', device: 'desktop' })
  const answer = (await request.response())!
  expect(answer.status()).toBe(204)
  expect(await answer.headerValue('set-cookie')).toBeNull()
  await expect.poll(() => viewsOf(page, '/about-us', 'e2e-views')).toEqual({ views: before.views + 1, landings: before.landings + 1 })
})

test('a headless browser’s view is not counted, as a robot’s', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36' })
  const page = await context.newPage()
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/views'))
  await page.goto('/about-us?utm_source=e2e-robot')
  expect((await (await sent).response())!.status()).toBe(204)
  // The views are written every 300 ms in the tests (playwright.config.ts): two writes later, still none.
  await page.waitForTimeout(1000)
  expect(await viewsOf(page, '/about-us', 'e2e-robot')).toEqual({ views: 0, landings: 0 })
  await context.close()
})

test('a view inside the visit is not a landing, and a missing page sends none', async ({ page }) => {
  await page.goto('/about-us')
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/views') && request.postData()!.includes('"/contact"'))
  await page.goto('/contact')
  expect(JSON.parse((await sent).postData()!)).toMatchObject({ page: '/contact', landed: false })

  const response = await page.goto('/no-such-page-for-views')
  expect(response!.status()).toBe(404)
  await expect(page.locator('script[data-loader]')).not.toHaveAttribute('data-count')
})
