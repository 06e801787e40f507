import fs from 'node:fs'

import { expect, test } from '@playwright/test'

import { fill, samples, storedLead, unique } from './leads'
import { adminHeaders } from './site'

test('a CV sent through the career form downloads in the admin as "<applicant> - CV.pdf", whatever name it is stored under', async ({ page, browser, request }) => {
  const id = unique()
  const applicant = `Rania Khoury ${id}`
  const email = `rania-${id}@example.com`
  await page.goto('/career')
  const form = page.locator('section', { has: page.getByRole('heading', { name: 'Join Our Team' }) })
  await fill(form, { ...samples.career.values, name_c: applicant, email_c: email }, 'career')
  await form.locator('button[type="submit"]').last().click()
  await expect(page).toHaveURL(/\/$/)
  const [application] = await storedLead(page, 'career', email)
  expect(application).toBeDefined()

  // An HR colleague, signed in as people do.
  const colleague = { email: `e2e-hr-cv-${id}@example.com`, password: 'a-long-e2e-password' }
  expect((await request.post('/api/users', { headers: adminHeaders(), data: { ...colleague, roles: ['hr'] } })).status()).toBe(201)
  const context = await browser.newContext()
  const hr = await context.newPage()
  await hr.goto('/admin/login')
  await hr.getByLabel('Email').fill(colleague.email)
  await hr.getByLabel('Password').fill(colleague.password)
  await hr.getByRole('button', { name: 'Login' }).click()
  await expect(hr).toHaveURL(/\/admin$/)

  await hr.goto(`/admin/collections/career-applications/${application!.id}`)
  const stored = (application!.resume as { filename: string }).filename
  expect(stored).not.toContain('Rania')
  const link = hr.locator(`a[href*="${stored}"]`).first()
  await expect(link).toBeVisible()
  // The file opens in a tab of its own or right here: either way it arrives as a download.
  const downloaded = Promise.race([hr.waitForEvent('download'), context.waitForEvent('page').then((tab) => tab.waitForEvent('download'))])
  await link.click()
  const download = await downloaded
  expect(download.suggestedFilename()).toBe(`${applicant} - CV.pdf`)
  expect(fs.readFileSync(await download.path()).subarray(0, 5).toString()).toBe('%PDF-')
  await context.close()
})
