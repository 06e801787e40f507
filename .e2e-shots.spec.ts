import { test } from '@playwright/test'

import { signedInContext } from './tests/e2e/editor'
import { adminHeaders } from './tests/e2e/site'

test('screenshots', async ({ browser, baseURL, request }) => {
  test.setTimeout(180_000)
  const headers = adminHeaders()
  await request.post('/api/redirects/import', { headers: { ...headers, 'content-type': 'text/csv' }, data: 'from,to,type\n/our-work/villa-mudon,/portfolio,301\n/news/*,/blog,301\n/brochure-2019.pdf,,410' })
  for (let at = 0; at < 3; at++) await request.get('/old-kitchens-page', { headers: { referer: 'https://news.example/a' } })
  await request.get('/wp-login.php')
  await new Promise((resolve) => setTimeout(resolve, 1500))
  const context = await signedInContext(browser, baseURL!)
  const page = await context.newPage()
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/admin/collections/redirects')
    await page.waitForTimeout(2500)
    await page.locator('input[type=file]').setInputFiles({ name: 'old-site.csv', mimeType: 'text/csv', buffer: Buffer.from('from,to,type\n/old-a,/services,301\n/old-b,javascript:alert(1),\n/old-c,/about-us,302\n') })
    await page.waitForTimeout(2500)
    await page.screenshot({ path: `/tmp/redirect-shots/redirects-${width}.png`, fullPage: true })
    await page.goto('/admin/collections/not-found')
    await page.waitForTimeout(2500)
    await page.screenshot({ path: `/tmp/redirect-shots/not-found-${width}.png`, fullPage: true })
    await page.goto('/admin/collections/redirects/create?from=%2Fold-kitchens-page')
    await page.waitForTimeout(2500)
    await page.screenshot({ path: `/tmp/redirect-shots/create-${width}.png`, fullPage: true })
  }
  await context.close()
})
