import { expect, type Page, test } from '@playwright/test'

import { videoCaseStudy } from '@/content/projectDetails'
import { pathOfProject } from '@/lib/routes'
import { templates } from './templates.mjs'

/** The scripts the page asks for from now on (inline scripts are the page's own HTML). */
function scriptRequests(page: Page) {
  const urls: string[] = []
  page.on('request', (request) => request.resourceType() === 'script' && urls.push(new URL(request.url()).pathname))
  return urls
}

/** Loaded, and then some idle time: what loads on its own has had its chance to. */
async function loadedAndIdle(page: Page, path: string) {
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 500))))
}

test.describe('a page whose islands are all off screen, on a 375 × 667 phone (issue 25)', () => {
  test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true })

  for (const path of [templates.contact, templates.career, templates.about]) {
    test(`${path} loads no script before a touch; reaching for its footer's form loads the form's`, async ({ page }) => {
      const scripts = scriptRequests(page)
      // The proof of work's challenge (issue 41) is asked for on the touch too, not before.
      const challenges: string[] = []
      page.on('request', (request) => request.url().includes('/api/form-challenge') && challenges.push(request.url()))
      await loadedAndIdle(page, path)
      expect(scripts).toEqual([])
      expect(challenges).toEqual([])
      await page.locator('footer form[data-lead-form="newsletter"] input[type="email"]').focus()
      await expect(page.locator('footer form[data-lead-form="newsletter"]')).toHaveAttribute('data-enhanced')
      expect(scripts.length).toBeGreaterThan(0)
      await expect.poll(() => challenges.length).toBe(1)
    })
  }
})

test('a carousel loads its script when it comes into view, not before', async ({ page }) => {
  const scripts = scriptRequests(page)
  await loadedAndIdle(page, templates['service-page-with-carousels'])
  const carousel = page.locator('[aria-roledescription="carousel"]').last()
  expect(await carousel.evaluate((element) => element.getBoundingClientRect().top > window.innerHeight + 200)).toBe(true)
  expect(scripts).toEqual([])
  await carousel.scrollIntoViewIfNeeded()
  await expect.poll(() => scripts.some((url) => /\/carousel\.[\w-]+\.js$/.test(url))).toBe(true)
})

test.describe('the portfolio and the video case study: their islands in view at once (issue 25)', () => {
  test('the portfolio loads no script before a touch; reaching for a sector loads the filter', async ({ page }) => {
    const scripts = scriptRequests(page)
    await loadedAndIdle(page, '/portfolio')
    expect(scripts).toEqual([])
    await page.getByRole('link', { name: 'All projects' }).hover()
    await expect.poll(() => scripts.some((url) => /\/sectorFilter\.[\w-]+\.js$/.test(url))).toBe(true)
  })

  test('the video case study plays its video and loads no script file', async ({ page }) => {
    const scripts = scriptRequests(page)
    await loadedAndIdle(page, pathOfProject(videoCaseStudy.slug))
    await expect.poll(() => page.locator('video').first().evaluate((video: HTMLVideoElement) => video.paused)).toBe(false)
    expect(scripts).toEqual([])
  })
})
