import { expect, test } from '@playwright/test'

import { signedInContext } from './editor'
import { samples, sendContactMessage, storedLead, unique } from './leads'
import { mailsTo } from './mailboxAddress'
import { adminHeaders } from './site'

/** Issue 41: spam kept apart, never silently dropped. */

test('a contact message sent through the page carries a solved proof of work and is a lead, not spam', async ({ page }) => {
  const email = `e2e-person-${unique()}@example.com`
  await sendContactMessage(page, email)
  const [lead] = await storedLead(page, 'contact', email)
  expect(lead).toMatchObject({ spam: false })
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 30_000 }).toBe(1)
})

test('a form posted by a script that skips the proof of work lands in Spam with its reason, sends nothing, and Not spam sends it', async ({ page, browser, baseURL }) => {
  const email = `e2e-bot-${unique()}@example.com`
  await page.goto('/contact')
  // What a bot that reads the page's protocol does: the token, then the post, with no proof of work.
  const answer = await page.evaluate(
    async (values) => {
      const marker = { 'X-Requested-With': 'XMLHttpRequest' }
      const { token } = (await (await fetch('/api/form-token', { headers: marker })).json()) as { token: string }
      const response = await fetch('/api/save-contact-form', {
        method: 'POST',
        headers: { ...marker, 'content-type': 'application/json', 'X-XSRF-TOKEN': token },
        body: JSON.stringify({ ...values, token }),
      })
      return { status: response.status, body: await response.json() }
    },
    { ...samples.contact.values, email },
  )
  // The answer a person's message gets: nothing for the bot to learn.
  expect(answer).toEqual({ status: 201, body: { ok: true } })
  await expect.poll(async () => (await storedLead(page, 'contact', email)).length).toBe(1)
  const [lead] = await storedLead(page, 'contact', email)
  expect(lead).toMatchObject({ spam: true, spamReasons: ['noProofOfWork'] })

  const context = await signedInContext(browser, baseURL!)
  const admin = await context.newPage()
  // Not among the leads…
  await admin.goto('/admin/collections/contact-messages')
  await expect(admin.getByRole('link', { name: 'Spam', exact: true })).toBeVisible()
  await expect(admin.getByText(email)).toHaveCount(0)
  // …but under Spam, with its reason.
  await admin.getByRole('link', { name: 'Spam', exact: true }).click()
  const row = admin.getByRole('row').filter({ hasText: email })
  await expect(row).toContainText('No proof of work')

  // Nothing is queued for it: no mail, no webhook delivery.
  const queued = await page.request.get(`/api/payload-jobs?where[input.id][equals]=${lead!.id}&depth=0`, { headers: adminHeaders() })
  expect((await queued.json()).totalDocs).toBe(0)
  const deliveries = await page.request.get(`/api/webhook-deliveries?where[leadId][equals]=${lead!.id}&depth=0`, { headers: adminHeaders() })
  expect((await deliveries.json()).totalDocs).toBe(0)
  expect(await mailsTo(email)).toEqual([])

  await admin.goto(`/admin/collections/contact-messages/${lead!.id}`)
  await admin.getByRole('button', { name: 'Not spam' }).click()
  await expect(admin.getByRole('status').filter({ hasText: 'Moved back to the leads' })).toBeVisible()
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 30_000 }).toBe(1)
  expect((await storedLead(page, 'contact', email))[0]).toMatchObject({ spam: false })
  await context.close()
})
