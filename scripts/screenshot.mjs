/**
 * Takes screenshots of pages with Debian's Chromium, to look at what visitors see.
 * Usage: node scripts/screenshot.mjs http://localhost:3000/ out.png [width] [--full]
 */
import { chromium } from '@playwright/test'

import { chromiumLaunchOptions } from '../tests/e2e/chromium.mjs'

const [url, out = 'screenshot.png', width = '1440'] = process.argv.slice(2)
if (!url) throw new Error('usage: node scripts/screenshot.mjs URL [OUT] [WIDTH] [--full]')
const browser = await chromium.launch(chromiumLaunchOptions)
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } })
await page.goto(url, { waitUntil: 'networkidle' })
await page.screenshot({ path: out, fullPage: process.argv.includes('--full') })
await browser.close()
