import { expect, test } from '@playwright/test'

import { definitionOf } from '@/features/forms/definitions'
import { sendContactMessage, unique } from './leads'
import { admin, adminHeaders } from './site'

const collection = definitionOf('contact').collection

for (const width of [1440, 375]) {
  test(`one inbox at ${width} px: every kind of lead newest first, its views, and a row that opens the lead`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width, height: 900 })
    const email = `e2e-inbox-${unique()}@example.com`
    const id = await sendContactMessage(page, email)
    const me = (await (await page.request.get('/api/users/me', { headers: adminHeaders() })).json()).user as { id: number }

    await page.context().addCookies([{ name: 'payload-token', value: process.env.E2E_ADMIN_TOKEN!, url: baseURL! }])
    await page.goto('/admin')
    const waiting = page.locator('#nav-inbox [aria-label$=" new"]')
    if (width > 1000) await expect(waiting).toHaveText(/^[1-9]\d*$/)
    await page.goto('/admin/inbox')
    const row = page.locator('table tbody tr').filter({ has: page.locator(`a[href$="/${collection}/${id}"]`) })
    await expect(row).toContainText('Contact message')
    await expect(row).toContainText('Can you visit our villa?')
    await expect(row).toContainText('just now')
    // Newest first, whatever the kind.
    const received = await page.locator('table tbody tr time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!))
    expect(received).toEqual([...received].sort().reverse())

    const views = page.getByRole('navigation', { name: 'Views' })
    await views.getByRole('link', { name: 'Today' }).click()
    await expect(row).toHaveCount(1)
    await views.getByRole('link', { name: 'Assigned to me' }).click()
    await expect(row).toHaveCount(0)
    expect((await page.request.patch(`/api/${collection}/${id}`, { headers: adminHeaders(), data: { assignedTo: me.id } })).ok()).toBe(true)
    await page.reload()
    await expect(row).toContainText(admin.email)
    await views.getByRole('link', { name: 'Not assigned' }).click()
    await expect(row).toHaveCount(0)
    await page.screenshot({ path: test.info().outputPath(`inbox-${width}.png`), fullPage: true })

    await views.getByRole('link', { name: 'This week' }).click()
    await row.getByRole('link').click()
    await expect(page).toHaveURL(new RegExp(`/admin/collections/${collection}/${id}$`))
  })
}
