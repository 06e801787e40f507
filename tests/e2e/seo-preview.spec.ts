import { expect, test } from '@playwright/test'

import { adminHeaders } from './site'

test.use({ viewport: { width: 1440, height: 1000 } })

test('the SEO tab’s search-result preview shows the page’s own address, in the language edited', async ({ page, request, baseURL }) => {
  await page.context().addCookies([{ name: 'payload-token', value: process.env.E2E_ADMIN_TOKEN!, url: baseURL! }])
  const { docs } = await (await request.get('/api/pages?where[slug][equals]=about-us&depth=0', { headers: adminHeaders() })).json()
  const site = process.env.SITE_URL ?? baseURL!
  for (const [locale, path] of [['en', '/about-us'], ['ar', '/ar/about-us']] as const) {
    await page.goto(`/admin/collections/pages/${docs[0].id}?locale=${locale}`)
    await page.getByRole('button', { name: 'SEO', exact: true }).click()
    await expect(page.getByRole('link', { name: new URL(path, site).toString() })).toBeVisible()
    await expect(page.getByText('https://...')).toHaveCount(0)
  }
})
