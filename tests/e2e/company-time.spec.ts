import { expect, test } from '@playwright/test'

import { companyTime } from '@/features/companyTime/formatTime'
import { definitionOf } from '@/features/forms/definitions'
import { sendContactMessage, storedLead, unique } from './leads'
import { adminHeaders } from './site'

const collection = definitionOf('contact').collection
const dubai = 'Asia/Dubai'
// A reader in New York, nine hours behind the studio in November: their own clock would mislead them.
test.use({ timezoneId: 'America/New_York', viewport: { width: 1440, height: 900 } })

test("a lead's arrival and its notes read the same time in the list and on the lead: Dubai's, named as such", async ({ browser, page, baseURL }) => {
  const email = `e2e-time-${unique()}@example.com`
  const id = await sendContactMessage(page, email)
  const written = await page.request.patch(`/api/${collection}/${id}`, { headers: adminHeaders(), data: { notes: [{ text: 'Called back, visit on Sunday.' }] } })
  expect(written.ok()).toBe(true)
  const [lead] = await storedLead(page, 'contact', email)
  const received = companyTime(lead!.createdAt as string, dubai)
  const noted = companyTime((lead!.notes as { writtenAt: string }[])[0]!.writtenAt, dubai)

  await page.context().addCookies([{ name: 'payload-token', value: process.env.E2E_ADMIN_TOKEN!, url: baseURL! }])
  await page.goto(`/admin/collections/${collection}?limit=50`)
  const row = page.locator('table tbody tr').filter({ hasText: email })
  await expect(row).toContainText(`${received} (Dubai time)`)
  await page.screenshot({ path: test.info().outputPath('leads-in-dubai-time.png') })

  await page.goto(`/admin/collections/${collection}/${id}`)
  await expect(page.locator('.row-label').filter({ hasText: 'Called back' })).toHaveText(`${noted} (Dubai time) · Called back, visit on Sunday.`)
  // Payload's own header names its offset, on the reader's clock.
  await expect(page.getByText(/GMT-5\)/).first()).toBeVisible()

  // A reader on Dubai's clock reads the same time, without the zone spelled out.
  const inDubai = await browser.newContext({ timezoneId: dubai, viewport: { width: 1440, height: 900 } })
  await inDubai.addCookies([{ name: 'payload-token', value: process.env.E2E_ADMIN_TOKEN!, url: baseURL! }])
  const dubaiPage = await inDubai.newPage()
  await dubaiPage.goto(`/admin/collections/${collection}?limit=50`)
  await expect(dubaiPage.locator('table tbody tr').filter({ hasText: email }).locator('time')).toHaveText(received)
  await inDubai.close()
})
