import type { Page } from '@playwright/test'
import { expect, test } from './sharedPage'

import { pathOfPage } from '@/lib/routes'
import { serviceSlugs } from '@/content/demoRoutes'

import { templates } from './templates.mjs'

const phone = { width: 375, height: 812 }
const desktop = { width: 1440, height: 900 }

/** How far the page can scroll sideways: 0 when nothing is wider than the screen. */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

for (const viewport of [phone, desktop]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    for (const [name, path] of Object.entries(templates)) {
      test(`the ${name} template (${path}) never scrolls sideways`, async ({ page }) => {
        await page.goto(path)
        expect(await sidewaysOverflow(page)).toBe(0)
      })
    }

    test('the home hero fills at least 80% of the first screen', async ({ page }) => {
      await page.goto('/')
      const hero = page.locator('main section').first()
      const box = (await hero.boundingBox())!
      expect(box.height).toBeGreaterThanOrEqual(viewport.height * 0.8)
      await expect(hero.getByRole('heading', { level: 1 })).toBeInViewport()
    })
  })
}

test.describe('content first on a 1440 × 900 desktop', () => {
  test.use({ viewport: desktop })

  /** At least `visible` pixels of the element are inside the first screen. */
  async function expectInFirstScreen(page: Page, selector: string, visible = 120) {
    const box = (await page.locator(selector).first().boundingBox())!
    expect(box.y).toBeGreaterThanOrEqual(0)
    expect(box.y + visible).toBeLessThanOrEqual(desktop.height)
  }

  test('the portfolio index starts its grid of projects in the first screen', async ({ page }) => {
    await page.goto('/portfolio')
    await expectInFirstScreen(page, 'section[aria-label="Projects"] article')
  })

  test('the blog starts its posts in the first screen', async ({ page }) => {
    await page.goto('/blog')
    await expectInFirstScreen(page, 'main article')
  })

  test('/contact starts its form in the first screen', async ({ page }) => {
    await page.goto('/contact')
    await expectInFirstScreen(page, 'form[data-lead-form="contact"] input[name="name"]', 40)
  })

  test('the home page shows its selected projects right after the hero, the first one large', async ({ page }) => {
    await page.goto('/')
    const sections = page.locator('main > section')
    const projects = sections.nth(1)
    await expect(projects.getByRole('link', { name: 'View the portfolio' })).toBeVisible()
    const [first, second] = await Promise.all([0, 1].map((index) => projects.getByRole('listitem').nth(index).locator('img').boundingBox()))
    expect(first!.width).toBeGreaterThan(second!.width * 1.8)
  })
})

test.describe('no item alone on the last row of a grid', () => {
  /** How many items share the lowest row of the list. */
  const lastRowCount = (page: Page, list: string) =>
    page.locator(list).first().evaluate((element) => {
      const tops = [...element.children].map((child) => Math.round(child.getBoundingClientRect().top))
      return tops.filter((top) => top === Math.max(...tops)).length
    })

  for (const viewport of [{ width: 768, height: 1024 }, desktop]) {
    test(`at ${viewport.width} px: the blog's ten cards and the home page's testimonials`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.goto('/blog')
      expect(await lastRowCount(page, 'section[aria-label="Articles"] ul')).toBeGreaterThan(1)
      await page.goto('/')
      expect(await lastRowCount(page, 'section:has(figure blockquote) ul')).toBeGreaterThan(1)
    })

    // One test a page: a slow machine's page loads add up past one test's time.
    for (const path of serviceSlugs.map(pathOfPage)) {
      test(`at ${viewport.width} px: the gallery of ${path} ends on a full row`, async ({ page }) => {
        await page.setViewportSize(viewport)
        await page.goto(path)
        const gallery = page.locator('ul[aria-label="Gallery"]')
        if ((await gallery.count()) === 0 || (await gallery.first().locator(':scope > li').count()) < 2) return
        expect(await lastRowCount(page, 'ul[aria-label="Gallery"]')).toBeGreaterThan(1)
      })
    }
  }
})
