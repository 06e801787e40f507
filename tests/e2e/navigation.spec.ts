import { expect, test } from '@playwright/test'

const aboutUs = 'a[href="/about-us"]'

test('a link to another page of the site opens it: a plain link, the page a document of its own', async ({ page }) => {
  await page.goto('/')
  await page.locator(aboutUs).locator('visible=true').first().click()
  await expect(page).toHaveURL(/\/about-us$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page).toHaveTitle(/about/i)
})

test('a link opened in a new tab opens there and leaves the page as it was', async ({ page, context }) => {
  await page.goto('/')
  const opened = context.waitForEvent('page')
  await page.locator(aboutUs).locator('visible=true').first().click({ modifiers: ['ControlOrMeta'] })
  const tab = await opened
  await tab.waitForLoadState()
  expect(new URL(tab.url()).pathname).toBe('/about-us')
  expect(new URL(page.url()).pathname).toBe('/')
})
