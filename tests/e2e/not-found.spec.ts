import { expect, test } from '@playwright/test'

import { demoCompany } from '@/content/company'
import { pageCopy } from '@/content/page-copy'

for (const path of ['/no-such-page', '/portfolios/no-such-project', '/a/b/c', '/error_404']) {
  test(`${path} answers 404 with the not-found page and its search box`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found')
    await expect(page.getByRole('searchbox', { name: 'Search the site' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Search' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached()
    await expect(page.locator('footer')).toBeVisible()
  })
}

test('a missing page reads whole without JavaScript: its heading, search box and the site around it are in the served HTML', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  for (const path of ['/no-such-page', '/blog/no-such-post', '/blog/page/999', '/error_404']) {
    expect((await page.goto(path))?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('This page could not be found')
    await expect(page.getByRole('searchbox', { name: 'Search the site' }), path).toBeVisible()
    await expect(page.locator('footer'), path).toBeVisible()
    await expect(page.locator('html'), path).toHaveAttribute('lang', 'en')
  }
  await context.close()
})

test("the not-found page's search box finds pages by their title", async ({ page }) => {
  await page.goto('/no-such-page')
  await page.getByRole('searchbox', { name: 'Search the site' }).fill('office fit-out')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\/search\?q=office\+fit-out/)
  await page.getByRole('link', { name: pageCopy['office-fit-out']!.title, exact: true }).click()
  await expect(page).toHaveURL(/\/office-fit-out$/)
})

for (const path of ['/no-such-page', '/portfolios/no-such-project', '/blog/no-such-post', '/blog/page/999', '/error_404']) {
  test(`${path} is titled 'Page not found', once its scripts have run too`, async ({ page }) => {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    expect(await page.title()).toBe(`Page not found | ${demoCompany.name}`)
  })
}
