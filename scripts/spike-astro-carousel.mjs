/**
 * SPIKE (issue 25): whether the carousel island (src/site/islands) hydrates, and the scripts a page loads before
 * and after it scrolls into view. `node scripts/spike-astro-carousel.mjs http://127.0.0.1:4321/interior-fit-out-company-dubai`
 */
import zlib from 'node:zlib'
import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
const errors = []; const scripts = []; let phase = 'load'
page.on('pageerror', (e) => errors.push(String(e)))
page.on('console', (m) => m.type() === 'error' && !m.text().includes('404') && errors.push(m.text()))
page.on('response', async (r) => { if (r.request().resourceType() === 'script') { const b = await r.body().catch(() => Buffer.alloc(0)); scripts.push([phase, new URL(r.url()).pathname, zlib.gzipSync(b, { level: 9 }).length]) } })
await page.goto(process.argv[2], { waitUntil: 'networkidle' }); await page.waitForTimeout(1000)
phase = 'scroll'
const region = page.locator('[aria-roledescription="carousel"]').first()
await region.scrollIntoViewIfNeeded(); await page.waitForTimeout(2000)
const prev = region.locator('button').nth(0), next = region.locator('button').nth(1)
console.log('prev disabled before', await prev.isDisabled(), 'next disabled', await next.isDisabled())
await next.click(); await page.waitForTimeout(800)
console.log('prev disabled after Next', await prev.isDisabled())
for (const p of ['load', 'scroll']) { const l = scripts.filter((s) => s[0] === p); console.log(p, l.map((s) => `${s[1]} ${s[2]}`).join(', '), 'total gzip', l.reduce((t, s) => t + s[2], 0)) }
console.log('errors', errors)
await browser.close()
