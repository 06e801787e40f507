import { expect, test } from './sharedPage'

import { seededRoutes, titleOf } from './site'

test.describe('every route of SPEC §2.1', () => {
  for (const { path, copy } of seededRoutes) {
    test(`${path} answers 200 with one h1, its CMS title, description, canonical URL and a social card picture`, async ({ page, baseURL }) => {
      const response = await page.goto(path, { waitUntil: 'domcontentloaded' })
      expect(response?.status()).toBe(200)
      await expect(page.locator('h1')).toHaveCount(1)
      await expect(page.locator('main')).toHaveCount(1)
      await expect(page).toHaveTitle(titleOf(copy.metaTitle))
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', copy.metaDescription)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${path === '/' ? '' : path}`)
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http.+\.(webp|png|jpe?g|avif)$/)
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
    })
  }

  test('/portfolio-detail redirects permanently to /portfolio, the menu link', async ({ request }) => {
    const response = await request.get('/portfolio-detail', { maxRedirects: 0 })
    expect(response.status()).toBe(308)
    expect(response.headers().location).toBe('/portfolio')
  })

  test('the site has a favicon and an app icon', async ({ page, request }) => {
    await page.goto('/')
    for (const rel of ['icon', 'apple-touch-icon']) {
      const href = await page.locator(`link[rel="${rel}"]`).first().getAttribute('href')
      expect((await request.get(href!)).status(), rel).toBe(200)
    }
  })
})
