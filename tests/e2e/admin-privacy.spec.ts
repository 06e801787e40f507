import { expect, type Page, test } from '@playwright/test'

/** Signs the browser in with the session global-setup.ts opened (one login for every test). */
async function signIn(page: Page, baseURL: string) {
  await page.context().addCookies([{ name: 'payload-token', value: process.env.E2E_ADMIN_TOKEN!, url: baseURL }])
}

test('the admin sends no request to another site: no Gravatar avatar with a hash of the email', async ({ page, baseURL }) => {
  await signIn(page, baseURL!)
  const elsewhere: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== new URL(baseURL!).origin) elsewhere.push(request.url())
  })
  await page.goto('/admin')
  const account = page.locator('a[href="/admin/account"]').first()
  await expect(account).toBeVisible()
  await page.goto('/admin/account')
  await expect(page.getByRole('heading', { name: /e2e-admin@example\.com|account/i }).first()).toBeVisible()
  await page.goto('/admin/collections/quote-requests')
  await expect(page.getByRole('heading', { name: 'Quote requests' }).first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(elsewhere).toEqual([])
})

test('a lead list exports every field and every row: the export drawer asks for neither', async ({ page, baseURL }) => {
  await signIn(page, baseURL!)
  await page.goto('/admin/collections/quote-requests')
  await page.getByRole('button', { name: 'More options' }).click()
  await page.getByText('Export Quote requests').click()
  const drawer = page.locator('.drawer__content').last()
  await expect(drawer.getByText('Export Options').first()).toBeVisible()
  await expect(drawer.getByRole('button', { name: 'Download' })).toBeVisible()
  for (const label of ['Fields', 'Limit', 'Page']) await expect(drawer.getByText(label, { exact: true })).toHaveCount(0)
})
