import { expect, test } from '@playwright/test'

import { definitionOf } from '@/features/forms/definitions'
import { telHref } from '@/lib/contact'
import { samples, sendContactMessage, storedLead, unique } from './leads'
import { admin, adminHeaders } from './site'

const collection = definitionOf('contact').collection
test.use({ viewport: { width: 1440, height: 900 } })

test("the sales team opens the new leads from the dashboard, writes or calls the visitor, and cannot change the visitor's answers", async ({
  page,
  baseURL,
}) => {
  const waiting = `e2e-new-${unique()}@example.com`
  const answered = `e2e-contacted-${unique()}@example.com`
  const id = await sendContactMessage(page, waiting)
  const answeredId = await sendContactMessage(page, answered)
  const marked = await page.request.patch(`/api/${collection}/${answeredId}`, { headers: adminHeaders(), data: { status: 'contacted' } })
  expect(marked.ok()).toBe(true)

  await page.context().addCookies([{ name: 'payload-token', value: process.env.E2E_ADMIN_TOKEN!, url: baseURL! }])
  await page.goto('/admin')
  await page.getByRole('region', { name: /New leads/ }).getByRole('link', { name: /Contact messages/ }).click()
  await expect(page).toHaveURL(/\/admin\/inbox\?view=new&kind=contact$/)
  const inbox = page.locator('table tbody tr')
  await expect(inbox.filter({ has: page.locator(`a[href$="/${collection}/${id}"]`) })).toHaveCount(1)
  await expect(inbox.filter({ has: page.locator(`a[href$="/${collection}/${answeredId}"]`) })).toHaveCount(0)
  await expect(inbox.filter({ hasText: /Contacted|Closed/ })).toHaveCount(0)

  // The collection's own list, by its quick filter, links each visitor's email and phone.
  await page.goto(`/admin/collections/${collection}`)
  await page.getByRole('navigation', { name: 'Quick filters' }).getByRole('link', { name: 'New', exact: true }).click()
  await expect(page).toHaveURL(/where%5Bor%5D%5B0%5D%5Band%5D%5B0%5D%5Bstatus%5D%5Bequals%5D=new|where\[or\]\[0\]\[and\]\[0\]\[status\]\[equals\]=new/)
  const rows = page.locator('table tbody tr')
  await expect(rows.filter({ hasText: waiting })).toHaveCount(1)
  await expect(rows.filter({ hasText: answered })).toHaveCount(0)

  const row = rows.filter({ hasText: waiting })
  await expect(row.getByRole('link', { name: waiting })).toHaveAttribute('href', `mailto:${waiting}`)
  await expect(row.getByRole('link', { name: samples.contact.values.phone! })).toHaveAttribute('href', telHref(samples.contact.values.phone!))
  await page.screenshot({ path: test.info().outputPath('leads-list.png'), fullPage: true })

  await row.getByRole('link', { name: samples.contact.values.name! }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/collections/${collection}/${id}$`))
  await expect(page.getByRole('link', { name: waiting })).toHaveAttribute('href', `mailto:${waiting}`)
  await expect(page.getByRole('link', { name: samples.contact.values.phone! })).toHaveAttribute('href', telHref(samples.contact.values.phone!))
  await expect(page.locator('#field-name')).not.toBeEditable()
  await expect(page.locator('#field-message')).not.toBeEditable()
  await expect(page.locator('#field-sourcePage')).not.toBeEditable()

  await page.getByRole('button', { name: 'Add Note' }).click()
  await page.locator('#field-notes__0__text').fill('Called back, visit on Sunday.')
  const saved = page.waitForResponse((response) => response.request().method() === 'PATCH' && new URL(response.url()).pathname === `/api/${collection}/${id}`)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  expect((await saved).status()).toBe(200)
  await page.screenshot({ path: test.info().outputPath('lead-edit.png'), fullPage: true })
  const [lead] = await storedLead(page, 'contact', waiting)
  expect(lead!.notes).toMatchObject([{ text: 'Called back, visit on Sunday.', author: { email: admin.email } }])
  expect(lead!.name).toBe(samples.contact.values.name)
})
