import { expect, type Page, test } from '@playwright/test'

import { addDays } from '@/features/analytics/period'

async function signIn(page: Page) {
  await page.context().addCookies([{ name: 'payload-token', value: process.env.E2E_ADMIN_TOKEN!, url: test.info().project.use.baseURL! }])
}

const period = (page: Page) => page.getByRole('navigation', { name: 'Period' })
const dayOf = (text: string) => text.match(/^(\d{4}-\d{2}-\d{2}) to (\d{4}-\d{2}-\d{2})/)!.slice(1)

test('the analytics offer the last 7, 30 or 90 days and any range, each beside the period before it, and no rate over 100 %', async ({ page }) => {
  await signIn(page)
  await page.goto('/admin/analytics?days=7')
  await expect(period(page).locator('[aria-current="page"]')).toHaveText('Last 7 days')
  const span = page.getByText(/^\d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2} \(Dubai time\)/)
  const [since, until] = dayOf((await span.textContent())!)
  expect(addDays(since!, 6)).toBe(until)
  await expect(span).toContainText(`${addDays(since!, -7)} to ${addDays(since!, -1)}`)
  await expect(page.getByRole('list', { name: 'Totals' }).getByText(/before/)).toHaveCount(4)

  // Any range, by the form's two days.
  const range = page.getByRole('form', { name: 'Any range' })
  await range.getByLabel('From').fill(addDays(until!, -13))
  await range.getByLabel('To').fill(until!)
  await range.getByRole('button', { name: 'Show' }).click()
  await expect(page).toHaveURL(new RegExp(`from=${addDays(until!, -13)}&to=${until}`))
  await expect(page.getByText(new RegExp(`^${addDays(until!, -13)} to ${until}`))).toBeVisible()
  await expect(period(page).locator('[aria-current="page"]')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Download as CSV' }).first()).toHaveAttribute('href', new RegExp(`from=${addDays(until!, -13)}&to=${until}`))

  for (const rate of await page.getByText(/^\d+(\.\d)? %$/).allTextContents()) expect(Number.parseFloat(rate)).toBeLessThanOrEqual(100)

  // A range backwards is said to be so, and the default shown.
  await page.goto(`/admin/analytics?from=${until}&to=${addDays(until!, -3)}`)
  await expect(page.getByRole('alert').filter({ hasText: 'The range starts after it ends.' })).toBeVisible()
  await expect(period(page).locator('[aria-current="page"]')).toHaveText('Last 30 days')
})

test('the analytics read on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await signIn(page)
  await page.goto('/admin/analytics?days=90')
  await expect(page.getByRole('form', { name: 'Any range' })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await page.screenshot({ path: test.info().outputPath('analytics-phone.png'), fullPage: true })
})
