import { expect, test } from '@playwright/test'

import { demoVacancies } from '@/content/vacancies'

test('the ten open vacancies each unfold the career form with their role chosen', async ({ page }) => {
  await page.goto('/career')
  const section = page.locator('section', { has: page.getByRole('heading', { name: 'OPEN VACANCIES' }) })
  const vacancies = section.locator('article')
  await expect(vacancies).toHaveCount(10)
  await expect(vacancies.getByRole('heading', { level: 3 })).toHaveText(demoVacancies.map((vacancy) => vacancy.title))

  for (const [index, vacancy] of demoVacancies.entries()) {
    const article = vacancies.nth(index)
    const apply = article.getByRole('button', { name: 'Apply Now' })
    const panel = page.locator(`[id="${await apply.getAttribute('aria-controls')}"]`)
    await expect(apply).toHaveAttribute('aria-expanded', 'false')
    await expect(panel).toBeHidden()

    await apply.click()
    await expect(apply).toHaveAttribute('aria-expanded', 'true')
    await expect(panel).toBeVisible()
    await expect(panel.getByText('Join us in shaping luxury spaces that inspire')).toBeVisible()
    await expect(panel.locator('select[name="role_c"]')).toHaveValue(vacancy.role)

    await apply.click()
    await expect(apply).toHaveAttribute('aria-expanded', 'false')
    await expect(panel).toBeHidden()
  }
})

test("the experience SPEC §2.8 gives is shown on the vacancies' boxes", async ({ page }) => {
  await page.goto('/career')
  for (const [title, experience] of [
    ['Senior Accountant', '6+ years'],
    ['Project Engineer', '6 years'],
    ['Designer', '5 years'],
  ]) {
    const article = page.locator('article', { has: page.getByRole('heading', { name: title, exact: true }) })
    await expect(article.getByText(`Experience: ${experience}`)).toBeVisible()
  }
})
