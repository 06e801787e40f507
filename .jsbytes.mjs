import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from './tests/e2e/chromium.mjs'
const [origin, path = '/'] = process.argv.slice(2)
const browser = await chromium.launch(chromiumLaunchOptions)
const page = await browser.newPage()
const sizes = []
page.on('response', async (response) => {
  if (!response.url().endsWith('.js')) return
  const body = await response.body().catch(() => Buffer.alloc(0))
  const { gzipSync } = await import('node:zlib')
  sizes.push([response.url().split('/').pop(), gzipSync(body).length, body.length])
})
await page.goto(origin + path, { waitUntil: 'networkidle' })
await page.waitForTimeout(1500)
sizes.sort((a, b) => b[1] - a[1])
for (const [name, gz, raw] of sizes) console.log(String(gz).padStart(7), String(raw).padStart(8), name)
console.log('total gz', sizes.reduce((s, x) => s + x[1], 0))
await browser.close()
