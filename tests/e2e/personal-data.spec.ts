import fs from 'node:fs'

import { type Browser, expect, type Page, test } from '@playwright/test'
import { strFromU8, unzipSync } from 'fflate'

import { mailsTo } from './mailboxAddress'
import { adminHeaders } from './site'

/*
 * Issue 38 §4, as people meet it: a visitor subscribes to the newsletter; the mail they get
 * unsubscribes them in one click; an owner finds what is held about a person, exports it and
 * erases it in the admin.
 */
async function subscribe(page: Page, email: string) {
  await page.goto('/contact')
  const newsletter = page.locator('footer form[data-lead-form="newsletter"]')
  await newsletter.getByPlaceholder('Name').fill('Mariam Saeed')
  await newsletter.locator('input[type="email"]').fill(email)
  await newsletter.getByRole('button').click()
  await page.waitForURL((url) => url.pathname === '/')
}

async function ownerPage(browser: Browser, baseURL: string): Promise<Page> {
  const owner = await browser.newContext({ acceptDownloads: true })
  await owner.addCookies([{ name: 'payload-token', value: adminHeaders().Authorization.replace(/^JWT /, ''), url: baseURL }])
  return owner.newPage()
}

async function find(owner: Page, email: string) {
  await owner.goto('/admin/personal-data')
  await owner.getByLabel('Email address', { exact: true }).fill(email)
  await owner.getByRole('button', { name: 'Search' }).click()
}

test('the newsletter’s mail unsubscribes in one click, after a confirmation page a mail scanner cannot click', async ({ page, request }) => {
  const email = `e2e-unsubscribe-${Date.now()}@example.com`
  await subscribe(page, email)
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 30_000 }).toBe(1)
  const link = (await mailsTo(email))[0]!.text.match(/\S+\/api\/newsletter\/unsubscribe\?\S+/)?.[0]
  expect(link).toBeTruthy()
  const held = async () => (await (await request.get(`/api/personal-data?email=${encodeURIComponent(email)}`, { headers: adminHeaders() })).json()).records.length

  await page.setViewportSize({ width: 375, height: 700 })
  await page.goto(new URL(link!).pathname + new URL(link!).search)
  await page.screenshot({ path: test.info().outputPath('unsubscribe-375.png') })
  expect(await held()).toBe(1)
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible()
  expect(await held()).toBe(0)
})

test('an owner finds what is held about a person, exports it as a zip and erases it, and both are in the audit log', async ({ page, browser, baseURL, request }) => {
  const email = `e2e-person-${Date.now()}@example.com`
  await subscribe(page, email)
  const owner = await ownerPage(browser, baseURL!)
  await find(owner, email)
  await expect(owner.getByRole('region', { name: 'Find a person' }).getByRole('status')).toContainText(`1 record held for ${email}`)
  await owner.setViewportSize({ width: 375, height: 900 })
  await owner.screenshot({ path: test.info().outputPath('personal-data-375.png'), fullPage: true })

  const download = owner.waitForEvent('download')
  await owner.getByRole('link', { name: 'Export as a zip file' }).click()
  const files = unzipSync(new Uint8Array(fs.readFileSync(await (await download).path())))
  expect(strFromU8(files['records.json']!)).toContain(email)

  await owner.getByRole('button', { name: 'Erase…' }).click()
  await expect(owner.getByRole('heading', { name: `Erase everything held for ${email}?` })).toBeFocused()
  await owner.getByRole('button', { name: 'Yes, erase it all' }).click()
  await expect(owner.getByRole('region', { name: 'Find a person' }).getByRole('status')).toContainText(`Erased 1 record and 0 files held for ${email}`)
  await find(owner, email)
  await expect(owner.getByRole('region', { name: 'Find a person' }).getByRole('status')).toContainText(`Nothing is held for ${email}`)

  const audit = await (await request.get('/api/audit-log?where[action][in]=personal-data.exported,personal-data.erased&sort=-createdAt&limit=2', { headers: adminHeaders() })).json()
  expect(audit.docs.map((entry: { action: string }) => entry.action).sort()).toEqual(['personal-data.erased', 'personal-data.exported'])
})

test('Personal data is the owners’: another role is sent back to the dashboard, and the API refuses it', async ({ page, request }) => {
  const email = `e2e-marketing-${Date.now()}@example.com`
  expect((await request.post('/api/users', { headers: adminHeaders(), data: { email, password: 'a-long-e2e-password', roles: ['marketing'] } })).status()).toBe(201)
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('a-long-e2e-password')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.locator('nav').getByRole('link', { name: 'Personal data' })).toHaveCount(0)
  await page.goto('/admin/personal-data')
  await expect(page).toHaveURL(/\/admin$/)
  // From the admin's own page, as its scripts would ask.
  expect(await page.evaluate(async () => (await fetch('/api/personal-data?email=someone@example.com')).status)).toBe(403)
})
