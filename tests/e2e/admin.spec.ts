import { expect, test } from '@playwright/test'

import { admin } from './site'

test('an editor signs in to /admin and sees the site content to edit', async ({ page }) => {
  await page.goto('/admin')
  await page.getByLabel('Email').fill(admin.email)
  await page.getByLabel('Password').fill(admin.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  for (const name of ['Pages', 'Portfolio projects', 'Blog posts', 'Company details', 'Navigation']) {
    await expect(page.getByRole('link', { name, exact: true }).first()).toBeVisible()
  }
})

test('the admin is not open to visitors', async ({ request }) => {
  const response = await request.get('/api/users')
  expect(response.status()).toBe(403)
})
