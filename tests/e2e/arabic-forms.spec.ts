import { expect, type Locator, type Page, test } from '@playwright/test'

import { definitionOf, type FormName } from '@/features/forms/definitions'
import { formWordsIn } from '@/features/forms/words'
import { translated } from '@/features/forms/words/translated'
import { postsOf, visitSlowly } from './lateScripts'
import { fill, samples, storedLead, unique } from './leads'

/** Each form on an Arabic page, and how a visitor reaches it there. */
const cases: { form: FormName; path: string; open: (page: Page) => Promise<Locator> }[] = [
  {
    form: 'quote',
    path: '/ar/office-fit-out',
    open: async (page) => {
      await page.locator('header button[commandfor="get_quote"]:visible').first().click()
      return page.locator('dialog#get_quote')
    },
  },
  {
    form: 'consultation',
    path: '/ar/renovation-services',
    open: async (page) => {
      await page.locator('main button[commandfor="free_consultation"]').click()
      return page.locator('dialog#free_consultation')
    },
  },
  { form: 'newsletter', path: '/ar/about-us', open: async (page) => page.locator('footer') },
  { form: 'contact', path: '/ar/contact', open: async (page) => page.locator('main') },
  { form: 'career', path: '/ar/career', open: async (page) => page.locator('main') },
  { form: 'vendor', path: '/ar/vendor-and-service-providers', open: async (page) => page.locator('main') },
]

/** The form's Arabic messages for an empty submit, in its order: its fields', then its file's. */
function arabicMessages(form: FormName): string[] {
  const arabic = translated(form, definitionOf(form), formWordsIn('ar'))
  return [...arabic.fields.map((field) => field.requiredMessage), ...(arabic.file ? [arabic.file.requiredMessage] : [])]
}

/** The visible form, reached for as a visitor does (its first field focused), once its enhancement has loaded. */
async function openForm(page: Page, form: FormName, scope: Locator) {
  const element = scope.locator(`form[data-lead-form="${form}"]:visible`).first()
  await element.scrollIntoViewIfNeeded()
  await element.locator(`[name="${definitionOf(form).fields[0]!.name}"]`).focus()
  await expect(element).toHaveAttribute('data-enhanced', '')
  return element
}

for (const item of cases) {
  test.describe(`the ${item.form} form on ${item.path}`, () => {
    test('an empty submit shows the Arabic messages and sends nothing', async ({ page }) => {
      const messages = arabicMessages(item.form)
      expect(messages.every((message) => /[\u0600-\u06ff]/.test(message))).toBe(true)
      await page.goto(item.path)
      const form = await openForm(page, item.form, await item.open(page))
      const sent = postsOf(page, item.form)
      await form.locator('button[type="submit"]').last().click()
      await expect(form.locator('[data-error-for]:not([hidden])')).toHaveText(messages)
      expect(sent).toEqual([])
    })

    test('a valid submission is thanked in Arabic and stored with its language', async ({ page }) => {
      const emailField = definitionOf(item.form).fields.find((field) => field.input === 'email')!.name
      const email = `ar-${unique()}@example.com`
      await page.goto(item.path)
      const form = await openForm(page, item.form, await item.open(page))
      await fill(form, { ...samples[item.form].values, [emailField]: email }, item.form)
      await form.locator('button[type="submit"]').last().click()
      await expect(page.getByRole('status').filter({ hasText: /[\u0600-\u06ff]/ }).first()).toBeVisible()
      await expect(page).toHaveURL(/\/ar(\/|$)/)
      await expect.poll(async () => (await storedLead(page, item.form, email)).length).toBe(1)
      const [lead] = await storedLead(page, item.form, email)
      // Its proof of work solved in the page: a lead, not spam.
      expect(lead).toMatchObject({ language: 'ar', spam: false })
    })
  })
}

// The Arabic words of the forms come with their script, as a chunk of their own: a press before
// both have arrived waits for them, as in English.
for (const item of cases.filter(({ form }) => form === 'quote' || form === 'career')) {
  test(`the ${item.form} form on ${item.path}: Submit pressed as the first touch, on a slow CPU, shows the Arabic messages and sends nothing`, async ({ page }) => {
    const { scripts, sent } = await visitSlowly(page, item.path, item.form)
    const form = (await item.open(page)).locator(`form[data-lead-form="${item.form}"]:visible`).first()
    await expect(form).not.toHaveAttribute('data-enhanced')
    await form.locator('button[type="submit"]').last().click()
    await expect(form).toHaveAttribute('data-pending')
    await expect.poll(scripts.heldCount).toBeGreaterThan(0)
    await scripts.release()
    await expect(form.locator('[data-error-for]:not([hidden])')).toHaveText(arabicMessages(item.form))
    await expect(page).toHaveURL(new RegExp(`${item.path}$`))
    expect(sent).toEqual([])
  })
}
