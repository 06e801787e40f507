import { test as base, type Page } from '@playwright/test'

/**
 * `test` whose `page` is one tab per worker, reused from test to test, for specs that only read
 * public pages. A new browser context costs Debian's Chromium about a second (its renderer, then a
 * cold cache) against a few hundred milliseconds for the page itself: a third of the e2e stage's
 * time went there. Between tests the tab forgets what a visitor would leave behind: it leaves the
 * site, its cookies and storage are cleared, and routes a test set are removed. A spec about a
 * visitor's first touch, cookies, consent or signing in keeps Playwright's own fresh `page`.
 */
export const test = base.extend<object, { sharedPage: Page }>({
  sharedPage: [
    async ({ browser }, provide, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL })
      await provide(await context.newPage())
      await context.close()
    },
    { scope: 'worker' },
  ],
  page: async ({ sharedPage, viewport }, provide) => {
    if (viewport) await sharedPage.setViewportSize(viewport)
    await provide(sharedPage)
    await sharedPage.evaluate(() => (localStorage.clear(), sessionStorage.clear())).catch(() => undefined)
    await sharedPage.unrouteAll({ behavior: 'ignoreErrors' })
    await sharedPage.goto('about:blank')
    await sharedPage.context().clearCookies()
  },
})

export { expect } from '@playwright/test'
