/**
 * The compressed script a page loads in Chromium (Playwright, Debian's Chromium as the e2e tests
 * start it), at 1440 px where the header's quote button shows: before any interaction (loaded,
 * network idle, then two seconds idle: islands due at idle or in view included) and in all after
 * opening the quote dialog and submitting it empty. Bytes are as they travelled (encoded body).
 */
import { chromium } from '@playwright/test'

import { chromiumLaunchOptions } from '../../tests/e2e/chromium.mjs'

const idleMs = 2_000

/** @param {import('@playwright/test').Page} page */
async function settle(page) {
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(idleMs)
}

/**
 * One page's figures: bytes before a touch, in all after the quote dialog, and what it showed.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @returns {Promise<{ beforeBytes: number, afterBytes: number, files?: number, invalidFields?: number, posts?: number, error?: string }>}
 */
async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const page = await context.newPage()
  /** @type {Promise<{ at: string, url: string, bytes: number }>[]} */
  const scripts = []
  let phase = 'before'
  let posts = 0
  page.on('request', (request) => {
    if (phase === 'after' && request.method() === 'POST') posts++
  })
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return
    const at = phase
    scripts.push(request.sizes().then(({ responseBodySize }) => ({ at, url: request.url(), bytes: responseBodySize })))
  })
  try {
    await page.goto(url, { waitUntil: 'load' })
    await settle(page)
    phase = 'after'
    // By the dialog's id, whatever the page's language: the header's button that opens it.
    await page.locator('header button[commandfor="get_quote"]:visible').first().click()
    const dialog = page.locator('dialog#get_quote')
    await dialog.waitFor()
    // The dialog's close button is a submit of its own (form method=dialog): the lead form's is meant.
    await dialog.locator('form:not([method=dialog]) button[type=submit]').click()
    await settle(page)
    const loaded = await Promise.all(scripts)
    const sum = (/** @type {{ bytes: number }[]} */ list) => list.reduce((total, { bytes }) => total + bytes, 0)
    return {
      beforeBytes: sum(loaded.filter(({ at }) => at === 'before')),
      afterBytes: sum(loaded),
      files: loaded.length,
      invalidFields: await dialog.locator('[aria-invalid="true"]').count(),
      posts,
    }
  } catch (error) {
    return { error: String(error instanceof Error ? error.message : error).split('\n')[0], beforeBytes: NaN, afterBytes: NaN }
  } finally {
    await context.close()
  }
}

/**
 * Figures of each of `paths` on `origin`, one fresh browser context each (nothing cached).
 * @param {string} origin
 * @param {string[]} paths
 */
export async function scriptBytes(origin, paths) {
  const browser = await chromium.launch(chromiumLaunchOptions)
  try {
    /** @type {Map<string, Awaited<ReturnType<typeof measure>>>} */
    const results = new Map()
    for (const path of paths) results.set(path, await measure(browser, `${origin}${path}`))
    return results
  } finally {
    await browser.close()
  }
}
