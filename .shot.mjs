import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from './tests/e2e/chromium.mjs'
const base = 'http://localhost:3200'
const browser = await chromium.launch(chromiumLaunchOptions)
for (const [width, js] of [[375, false], [1440, false]]) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, javaScriptEnabled: js })
  await page.goto(base + '/contact')
  await page.locator('form[data-lead-form="contact"] button[type=submit]').click()
  await page.waitForLoadState()
  await page.screenshot({ path: `/tmp/shots/contact-errors-${width}.png` })
  console.log(width, page.url(), await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120)))
  await page.goto(base + '/')
  await page.getByRole('button', { name: /get a free quote/i }).first().click()
  await page.waitForTimeout(300)
  await page.screenshot({ path: `/tmp/shots/quote-open-${width}.png` })
  await page.locator('dialog[open] button[type=submit]').last().click()
  await page.waitForLoadState()
  await page.screenshot({ path: `/tmp/shots/quote-errors-${width}.png` })
  await page.goto(base + '/career')
  await page.getByRole('button', { name: 'Apply Now' }).first().click()
  await page.waitForTimeout(300)
  await page.screenshot({ path: `/tmp/shots/career-apply-${width}.png` })
}
await browser.close()
