import { expect, test } from '@playwright/test'

test("the admin's login form says only that the address or password is wrong, then asks to wait", async ({ page }) => {
  await page.goto('/admin')
  const attempt = async (password: string) => {
    await page.getByLabel('Email').fill('nobody@example.com')
    await page.getByLabel('Password').fill(password)
    await page.getByRole('button', { name: 'Login' }).click()
  }
  for (let count = 1; count <= 5; count++) {
    await attempt(`guess number ${count}`)
    await expect(page.getByText('The email or password provided is incorrect.').last()).toBeVisible()
  }
  await attempt('guess number 6')
  await expect(page.getByText(/Too many attempts\. Please try again in \d+ minutes?\./)).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/login/)
})
