import { expect, type Locator, type Page, test } from '@playwright/test'

import { demoVacancies } from '@/content/vacancies'
import { definitionOf, type FormName } from '@/features/forms/definitions'
import { emailFieldOf, fill, samples, storedLead, unique } from './leads'

/** The six forms with JavaScript off: each is in its page, posts itself, and is answered with a page. */
test.use({ javaScriptEnabled: false })

const site = `http://localhost:${process.env.E2E_PORT || 3100}`

type Case = { form: FormName; path: string; where: string; open: (page: Page) => Promise<Locator>; landing: RegExp }

const formIn = (scope: Locator, form: FormName) => scope.locator(`form[data-lead-form="${form}"]`)
const inSection = (heading: string, form: FormName) => async (page: Page) =>
  formIn(page.locator('section', { has: page.getByRole('heading', { name: heading, exact: true }) }), form)
const inDialog = (title: string, button: RegExp, form: FormName) => async (page: Page) => {
  // Invoker commands open the dialog: no script is needed.
  await page.getByRole('button', { name: button }).first().click()
  return formIn(page.getByRole('dialog', { name: title }), form)
}
const inFooter = async (page: Page) => formIn(page.locator('footer'), 'newsletter')

const servicePagesWithForm = [
  '/office-fit-out',
  '/retail-fit-out-solutions',
  '/fit-out-contractors',
  '/turnkey-interiors',
  '/hotel-interior-design-services',
  '/cafe-interior-design-companies-in-dubai',
]

const cases: Case[] = [
  { form: 'newsletter', path: '/', where: 'the footer of the home page', open: inFooter, landing: /\/$/ },
  { form: 'newsletter', path: '/blog', where: 'the footer of the blog', open: inFooter, landing: /\/$/ },
  { form: 'newsletter', path: '/portfolio', where: 'the footer of the portfolio', open: inFooter, landing: /\/$/ },
  { form: 'quote', path: '/', where: 'its dialog on the home page', open: inDialog('Get a free Quote', /^get a free quote$/i, 'quote'), landing: /\/$/ },
  {
    form: 'quote',
    path: '/contact',
    where: 'its dialog on /contact',
    open: inDialog('Get a free Quote', /^get a free quote$/i, 'quote'),
    landing: /\/$/,
  },
  {
    form: 'consultation',
    path: '/office-fit-out',
    where: 'its dialog on /office-fit-out',
    open: inDialog('Free Consultation', /^free consultation$/i, 'consultation'),
    landing: /\/$/,
  },
  ...servicePagesWithForm.map(
    (path): Case => ({ form: 'consultation', path, where: `'Get in touch' on ${path}`, open: inSection('Get in touch', 'consultation'), landing: /\/$/ }),
  ),
  { form: 'contact', path: '/contact', where: '/contact', open: inSection('Send us a message', 'contact'), landing: /\/contact$/ },
  { form: 'career', path: '/career', where: "'Join Our Team'", open: inSection('Join Our Team', 'career'), landing: /\/$/ },
  {
    form: 'career',
    path: '/career',
    where: 'the panel of a vacancy',
    open: async (page) => {
      const vacancy = page.locator('article').nth(2)
      await vacancy.getByRole('button', { name: 'Apply Now' }).click()
      const form = formIn(vacancy, 'career')
      await expect(form.locator('select[name="role_c"]')).toHaveValue(demoVacancies[2]!.role)
      return form
    },
    landing: /\/$/,
  },
  {
    form: 'vendor',
    path: '/vendor-and-service-providers',
    where: '/vendor-and-service-providers',
    open: inSection('Become A vendor', 'vendor'),
    landing: /\/$/,
  },
]

/** Submits the form as the browser does by itself, and waits for the page that answers. */
async function submit(page: Page, form: Locator, name: FormName) {
  const answer = page.waitForResponse((response) => response.url().endsWith(definitionOf(name).endpoint))
  await form.locator('button[type="submit"]').click()
  await page.waitForLoadState()
  return answer
}

const shownMessages = (page: Page) => page.locator('[data-error-for]:not([hidden])')

for (const item of cases) {
  test.describe(`${item.form} form in ${item.where}, without JavaScript`, () => {
    test("is in the page; sent empty, it comes back with SPEC §5's messages, then keeps every value", async ({ page }) => {
      await page.goto(item.path)
      const form = await item.open(page)
      await expect(form).toBeVisible()
      await expect(form).toHaveAttribute('method', 'post')
      await expect(form).toHaveAttribute('action', definitionOf(item.form).endpoint)
      for (const field of definitionOf(item.form).fields) await expect(form.locator(`[name="${field.name}"]`)).toBeVisible()

      // Empty, even a field the page fills in (a vacancy's role).
      await form.locator('input:not([type="hidden"]), select, textarea').evaluateAll((controls) => {
        for (const control of controls as HTMLInputElement[]) control.value = ''
      })
      const answer = await submit(page, form, item.form)
      expect(answer.status()).toBe(422)
      await expect(shownMessages(page)).toHaveText(samples[item.form].messages)
      await expect(page.locator('[data-form-summary]:not([hidden])')).toBeFocused()

      // Everything but the first field, sent again: only its message remains, every other value is kept.
      const [first, ...others] = definitionOf(item.form).fields
      const again = formIn(page.locator('body'), item.form).filter({ has: page.locator('[data-error-for]:not([hidden])') })
      await fill(again, Object.fromEntries(others.map((field) => [field.name, samples[item.form].values[field.name]!])), item.form)
      await again.locator(`[name="${first!.name}"]`).fill('')
      expect((await submit(page, again, item.form)).status()).toBe(422)
      await expect(shownMessages(page)).toHaveText([samples[item.form].messages[0]!])
      const kept = formIn(page.locator('body'), item.form).filter({ has: page.locator('[data-error-for]:not([hidden])') })
      for (const field of others) await expect(kept.locator(`[name="${field.name}"]`)).toHaveValue(samples[item.form].values[field.name]!)
    })

    test('sent filled in, it stores the lead and thanks the visitor where SPEC §4 lands', async ({ page }) => {
      const email = `plain-${unique()}@example.com`
      await page.goto(item.path)
      const form = await item.open(page)
      await fill(form, { ...samples[item.form].values, [emailFieldOf(item.form)]: email }, item.form)
      await submit(page, form, item.form)
      await expect(page).toHaveURL(new RegExp(`${item.landing.source.replace(/\$$/, '')}#sent-${item.form}$`))
      await expect(page.getByRole('status').filter({ hasText: definitionOf(item.form).successMessage })).toBeVisible()

      const [lead] = await storedLead(page, item.form, email)
      for (const [name, value] of Object.entries(samples[item.form].values)) if (name !== emailFieldOf(item.form)) expect(lead![name]).toBe(value)
      const file = definitionOf(item.form).file
      if (file) expect(lead![file.field]).toMatchObject({ mimeType: 'application/pdf', originalName: 'profile.pdf' })
    })
  })
}

for (const name of Object.keys(samples) as FormName[]) {
  test(`a ${name} form posted from another site is refused and stores nothing`, async ({ page }) => {
    const email = `cross-site-${unique()}@example.com`
    const values = { ...samples[name].values, [emailFieldOf(name)]: email }
    const form = definitionOf(name)
    const inputs = Object.entries(values).map(([field, value]) => `<input name="${field}" value="${value}">`).join('')
    await page.route('http://attacker.test/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<form method="post" action="${site}${form.endpoint}" enctype="${form.file ? 'multipart/form-data' : 'application/x-www-form-urlencoded'}">${inputs}<button>Send</button></form>`,
      }),
    )
    await page.goto('http://attacker.test/')
    const answer = page.waitForResponse((response) => response.url().endsWith(form.endpoint))
    await page.getByRole('button', { name: 'Send' }).click()
    expect((await answer).status()).toBe(403)
    await expect(page.getByRole('heading', { name: 'Your form was not sent' })).toBeVisible()
    expect(await storedLead(page, name, email)).toHaveLength(0)
  })
}

test.describe('the served HTML (a plain HTTP GET) holds the form fields', () => {
  const formsOf: Record<string, FormName[]> = {
    '/': ['newsletter', 'quote'],
    '/contact': ['contact', 'newsletter', 'quote'],
    '/office-fit-out': ['consultation', 'newsletter', 'quote'],
    '/career': ['career', 'newsletter', 'quote'],
    '/vendor-and-service-providers': ['vendor', 'newsletter', 'quote'],
  }
  for (const [path, names] of Object.entries(formsOf)) {
    test(path, async ({ request }) => {
      const html = await (await request.get(path)).text()
      expect(html).not.toContain('Loading the form')
      for (const name of names) {
        const form = html.match(new RegExp(`<form[^>]*data-lead-form="${name}"[^>]*>[\\s\\S]*?</form>`))?.[0]
        expect(form, name).toBeDefined()
        expect(form).toContain(`action="${definitionOf(name).endpoint}"`)
        for (const field of definitionOf(name).fields) expect(form, `${name} › ${field.name}`).toContain(`name="${field.name}"`)
        if (definitionOf(name).file) expect(form).toContain(`name="${definitionOf(name).file!.field}"`)
      }
    })
  }
  test('/career: every vacancy panel holds a career form with its role chosen', async ({ request }) => {
    const html = await (await request.get('/career')).text()
    expect(html.match(/data-lead-form="career"/g)).toHaveLength(demoVacancies.length + 1)
    for (const vacancy of demoVacancies) expect(html).toContain(`<option selected="">${vacancy.role}</option>`)
  })
})
