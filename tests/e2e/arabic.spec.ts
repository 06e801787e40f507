import type { Page } from '@playwright/test'
import { expect, test } from './sharedPage'

import { seriousViolations } from './axe'
import { arabicTemplates } from './templates.mjs'

const phone = { width: 375, height: 812 }
const desktop = { width: 1440, height: 900 }

const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

/** The page's hreflang alternates, by language, as paths. */
const alternatesOf = (page: Page) =>
  page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) =>
    Object.fromEntries(links.map((link) => [link.getAttribute('hreflang'), new URL(link.getAttribute('href')!).pathname])),
  )

for (const viewport of [phone, desktop]) {
  test.describe(`in Arabic at ${viewport.width} px`, () => {
    test.use({ viewport })

    for (const [name, path] of Object.entries(arabicTemplates)) {
      test(`the ${name} template (${path}) reads right to left, links its English and passes axe`, async ({ page, request }) => {
        const response = await page.goto(path)
        expect(response?.status()).toBe(name === 'not-found' ? 404 : 200)
        await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
        expect(await sidewaysOverflow(page)).toBe(0)

        const here = new URL(page.url()).pathname
        const alternates = await alternatesOf(page)
        const english = name === 'not-found' ? '/' : here.replace(/^\/ar(?=\/|$)/, '') || '/'
        // The switch, in the top bar at every width, leads to the same page in English.
        const toEnglish = page.locator('[data-language-switch]')
        await expect(toEnglish).toBeVisible()
        await expect(toEnglish).toHaveAttribute('lang', 'en')
        expect(new URL(await toEnglish.evaluate((link: HTMLAnchorElement) => link.href)).pathname).toBe(english)

        if (name !== 'not-found') {
          expect(alternates).toEqual({ en: english, ar: here, 'x-default': english })
          await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${encodeURI(here).replace(/[?]/g, '\\?')}$`))
          // Reciprocal: the English page names this one as its Arabic.
          const englishHtml = await (await request.get(english)).text()
          expect(englishHtml).toContain(`hreflang="ar" href="${new URL(here, page.url()).href}"`)
        }

        expect(await seriousViolations(page)).toEqual([])
      })
    }
  })
}

test('an English page with no Arabic names no alternate, and its switch leads to the Arabic home', async ({ page }) => {
  await page.goto('/blog/acoustics-open-plan-offices')
  expect(await alternatesOf(page)).toEqual({})
  await expect(page.locator('[data-language-switch]')).toHaveAttribute('href', '/ar')
  expect((await page.request.get('/ar/blog/acoustics-open-plan-offices')).status()).toBe(404)
})

test('an Arabic page links only pages written in Arabic, and shows its dates in Arabic with Western digits', async ({ page, request }) => {
  await page.goto('/ar/blog')
  const links = await page.locator('main a[href^="/ar/blog/"]').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!))
  expect(links.length).toBeGreaterThan(0)
  for (const link of new Set(links)) expect((await request.get(link)).status(), link).toBe(200)
  const date = await page.locator('main article time').first().innerText()
  expect(date).toMatch(/^\d{1,2} [\u0600-\u06ff]+/)
})

// A face the stylesheet finds only as it lays out the words arrives after the first paint and swaps in,
// moving them (on /ar the hero's buttons rewrapped when the bold Arabic face arrived).
for (const path of ['/', '/ar', '/ar/office-fit-out']) {
  test(`on a phone, every face the first screen of ${path} draws was preloaded`, async ({ page }) => {
    await page.setViewportSize(phone)
    await page.goto(path)
    await page.evaluate(() => document.fonts.ready)
    const fonts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.woff2'))
        .map((entry) => ({ font: entry.name.split('/').pop(), by: (entry as PerformanceResourceTiming).initiatorType })),
    )
    expect(fonts.length).toBeGreaterThan(0)
    expect(fonts.filter(({ by }) => by !== 'link')).toEqual([])
  })
}
