import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test'

import { adminHeaders } from './site'

export type Doc = { id: number; [field: string]: unknown }

/**
 * A browser signed in to the admin with the session global-setup.ts opened: a second login of the
 * same user while other tests run would end theirs (payloadcms/payload#18132).
 */
export async function signedInContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext()
  const token = adminHeaders().Authorization.replace(/^JWT /, '')
  await context.addCookies([{ name: 'payload-token', value: token, url: baseURL, httpOnly: true, sameSite: 'Lax' }])
  return context
}

/** The h1 a visitor is served at `path`, asked again until it reads `heading` (the page cache keeps an answer a second). */
export async function expectVisitorHeading(visitor: Page, path: string, heading: string, timeout = 15_000) {
  await expect(async () => {
    await visitor.goto(path)
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(heading, { timeout: 1_000 })
  }).toPass({ timeout })
}

/**
 * Unlocks an address field (`#field-{name}`) to write in it. A click that lands before the admin's
 * form is ready is lost, as it would be for a person, who clicks again: so does this.
 */
export async function unlockAddress(page: Page, name: 'slug' | 'url') {
  const field = page.locator(`#field-${name}`)
  await expect(async () => {
    if (await field.isDisabled()) await page.locator(`#field-${name}-lock`).click()
    await expect(field).toBeEnabled({ timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
}
