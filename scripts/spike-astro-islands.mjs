/**
 * SPIKE (issue 25): what a page loads before and after a visitor reaches for the menu, and whether the
 * menu island works. `node scripts/spike-astro-islands.mjs http://127.0.0.1:4321/ [wide|narrow]`
 * Prints each script requested (its gzip size, measured here) before interaction and after the menu is used.
 */
import zlib from 'node:zlib'

import { chromium } from '@playwright/test'

const [url = 'http://127.0.0.1:4321/', width = 'narrow'] = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium' })
const page = await browser.newPage({ viewport: width === 'wide' ? { width: 1280, height: 800 } : { width: 390, height: 800 } })
const scripts = []
const errors = []
page.on('pageerror', (error) => errors.push(String(error)))
page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
page.on('response', async (response) => {
  if (response.request().resourceType() !== 'script') return
  const body = await response.body().catch(() => Buffer.alloc(0))
  scripts.push({ url: new URL(response.url()).pathname, raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length, phase: phase })
})
let phase = 'load'
await page.goto(url, { waitUntil: 'networkidle' })
await page.waitForTimeout(1500) // idle callbacks
const sum = (list) => list.reduce((total, script) => total + script.gzip, 0)
const before = scripts.filter((script) => script.phase === 'load')
console.log(`before interaction: ${before.length} scripts, ${sum(before)} B gzip`, before)
phase = 'interaction'
const menuButton = page.locator('nav[aria-label="Main"] button.menu-button')
let works
if (width === 'wide') {
  await page.locator('nav[aria-label="Main"] .menu-toggle').first().click()
  await page.waitForTimeout(1000)
  works = await page.locator('nav[aria-label="Main"] .menu-panel:not([hidden])').count()
} else {
  await menuButton.click()
  await page.waitForTimeout(1000)
  works = (await menuButton.getAttribute('aria-expanded')) === 'true'
}
await page.waitForTimeout(500)
const after = scripts.filter((script) => script.phase === 'interaction')
console.log(`after using the menu: ${after.length} more scripts, ${sum(after)} B gzip; menu opened: ${works}`)
console.log('errors:', errors)
await browser.close()
