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

test('a page with a Free Consultation button carries the dialog by its fixed id; a page without one carries none', async ({ page }) => {
  await page.goto('/renovation-services')
  await expect(page.locator('dialog#free_consultation')).toHaveAttribute('aria-labelledby', 'free_consultation-title')
  await page.getByRole('main').getByRole('button', { name: /^free consultation$/i }).click()
  await expect(page.getByRole('dialog', { name: 'Free Consultation' })).toBeVisible()

  await page.goto('/contact')
  await expect(page.locator('main')).toBeVisible()
  await expect(page.locator('dialog#free_consultation')).toHaveCount(0)
  await expect(page.locator('[commandfor="free_consultation"]')).toHaveCount(0)
})

test.describe('on a 375 × 667 phone', () => {
  test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true })

  test('the quote dialog keeps its title and close button in view while its form scrolls to the end', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('main').getByRole('button', { name: /^get a free quote$/i }).first().tap()
    const dialog = page.getByRole('dialog', { name: 'Get a free Quote' })
    await expect(dialog).toBeVisible()

    const submit = dialog.getByRole('button', { name: 'Send my request' })
    await expect(submit).not.toBeInViewport()
    await dialog.evaluate((element) => element.scrollTo(0, element.scrollHeight))
    await expect(submit).toBeInViewport()
    expect(await dialog.evaluate((element) => element.scrollTop)).toBeGreaterThan(0)

    const title = dialog.getByRole('heading', { name: 'Get a free Quote' })
    const close = dialog.getByRole('button', { name: 'Close' })
    await expect(title).toBeInViewport({ ratio: 1 })
    await expect(close).toBeInViewport({ ratio: 1 })
    // Nothing of the form slides over the close button: a tap lands on it and closes the dialog.
    await close.tap()
    await expect(dialog).toBeHidden()
  })

  test("the dialog's choices are set in the size of its text fields", async ({ page }) => {
    await page.goto('/')
    await page.getByRole('main').getByRole('button', { name: /^get a free quote$/i }).first().tap()
    const dialog = page.getByRole('dialog', { name: 'Get a free Quote' })
    const look = (name: string) =>
      dialog.locator(`[name="${name}"]`).evaluate((control) => {
        const style = getComputedStyle(control)
        return { fontSize: style.fontSize, lineHeight: style.lineHeight, height: control.getBoundingClientRect().height }
      })
    expect(await look('work_type')).toEqual(await look('email'))
    expect(await look('project_category')).toEqual(await look('email'))
  })
})
