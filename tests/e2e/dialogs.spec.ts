import { expect, test } from '@playwright/test'

test('the header button opens the quote dialog; Escape closes it and focus returns', async ({ page }) => {
  await page.goto('/office-fit-out')
  const opener = page.locator('header').getByRole('button', { name: /^get a free quote$/i })
  await opener.click()
  const dialog = page.getByRole('dialog', { name: 'Get a free Quote' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toHaveJSProperty('open', true)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
})

test('the close button closes the dialog', async ({ page }) => {
  await page.goto('/')
  await page.locator('header').getByRole('button', { name: /^get a free quote$/i }).click()
  const dialog = page.getByRole('dialog', { name: 'Get a free Quote' })
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
})

test('the free-consultation dialog exists on every page with its fixed id', async ({ page }) => {
  await page.goto('/contact')
  await expect(page.locator('dialog#free_consultation')).toHaveAttribute('aria-labelledby', 'free_consultation-title')
  await page.evaluate(() => (document.getElementById('free_consultation') as HTMLDialogElement).showModal())
  await expect(page.getByRole('dialog', { name: 'Free Consultation' })).toBeVisible()
})
