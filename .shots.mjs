// Ad-hoc admin screenshots (not committed): node .shots.mjs http://localhost:3141 email password outdir
import { chromium } from '@playwright/test'

import { chromiumLaunchOptions } from './tests/e2e/chromium.mjs'

const [base, email, password, out] = process.argv.slice(2)
const browser = await chromium.launch(chromiumLaunchOptions)
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
const login = await page.request.post(`${base}/api/users/login`, { data: { email, password } })
const { token } = await login.json()
await page.context().addCookies([{ name: 'payload-token', value: token, url: base }])
await page.goto(`${base}/admin`, { waitUntil: 'networkidle' })
await page.screenshot({ path: `${out}/dashboard.png` })
await page.goto(`${base}/admin/collections/contact-messages`, { waitUntil: 'networkidle' })
await page.screenshot({ path: `${out}/list.png` })
await page.goto(`${base}/admin/globals/company`, { waitUntil: 'networkidle' })
await page.getByText('WhatsApp uses a different number').scrollIntoViewIfNeeded()
await page.screenshot({ path: `${out}/company-off.png` })
await page.getByLabel('WhatsApp uses a different number').check()
await page.locator('#field-social__whatsapp').fill('https://wa.me/971501234567')
await page.getByText('WhatsApp uses a different number').scrollIntoViewIfNeeded()
await page.screenshot({ path: `${out}/company-differs.png` })
await browser.close()
