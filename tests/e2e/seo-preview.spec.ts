import { expect, test } from '@playwright/test'

import { adminHeaders } from './site'

test.use({ viewport: { width: 1440, height: 1000 } })

test('the SEO tab’s search-result preview shows the page’s own address, in the language edited', async ({ page, request, baseURL }) => {
  await page.context().addCookies([{ name: 'payload-token', value: process.env.E2E_ADMIN_TOKEN!, url: baseURL! }])
  const { docs } = await (await request.get('/api/pages?where[slug][equals]=about-us&depth=0', { headers: adminHeaders() })).json()
  const site = process.env.SITE_URL ?? baseURL!
  const edit = (locale: string) => page.goto(`/admin/collections/pages/${docs[0].id}?locale=${locale}`)
  try {
    // Arabic first: the admin keeps the language last opened as the admin's own, and the specs after this one edit in English.
    for (const [locale, path] of [['ar', '/ar/about-us'], ['en', '/about-us']] as const) {
      await edit(locale)
      await page.getByRole('button', { name: 'SEO', exact: true }).click()
      await expect(page.getByRole('link', { name: new URL(path, site).toString() })).toBeVisible()
      await expect(page.getByText('https://...')).toHaveCount(0)
    }
  } finally {
    await edit('en')
  }
})
