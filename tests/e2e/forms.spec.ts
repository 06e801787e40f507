import { expect, type Locator, type Page, test } from '@playwright/test'

import { demoCompany } from '@/content/company'
import { definitionOf, type FormName } from '@/features/forms/definitions'
import { makePdf } from '../fixtures/pdf'
import { adminHeaders } from './site'

type Case = {
  form: FormName
  path: string
  /** Opens the form (a dialog, say) and returns the element that holds it. */
  open: (page: Page) => Promise<Locator>
  values: Record<string, string>
  messages: string[]
  /** Where the visitor is after success. */
  landing: RegExp
  closesDialog?: boolean
}

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`

const dialog = (title: string, opener: (page: Page) => Promise<void>) => async (page: Page) => {
  await opener(page)
  const element = page.getByRole('dialog', { name: title })
  await expect(element).toBeVisible()
  return element
}

/** A form on the page; scrolled to, since forms load their code when they come into view. */
const inView = async (region: Locator) => {
  await region.scrollIntoViewIfNeeded()
  return region
}

const section = (heading: string) => async (page: Page) =>
  inView(page.locator('section', { has: page.getByRole('heading', { name: heading, exact: true }) }))

const cases: Case[] = [
  {
    form: 'quote',
    path: '/office-fit-out',
    open: dialog('Get a free Quote', (page) => page.locator('header').getByRole('button', { name: /^get a free quote$/i }).click()),
    values: {
      name: 'Layla Haddad',
      phone: '+971 50 123 4567',
      email: 'layla@example.com',
      work_type: 'Fit Out',
      project_category: 'Commercial',
      message: 'A 400 m² office in Business Bay.',
    },
    messages: ['Name is required', 'Phone is required', 'Email is required', 'Work Type is required', 'Project Category is required', 'Message is required'],
    landing: /\/$/,
    closesDialog: true,
  },
  {
    form: 'consultation',
    path: '/contact',
    open: dialog('Free Consultation', (page) =>
      page.evaluate(() => (document.getElementById('free_consultation') as HTMLDialogElement).showModal()),
    ),
    values: { c_name: 'Rania Saleh', c_phone: '+971 52 000 1111', c_email: 'rania@example.com' },
    messages: ['Name is required', 'Phone is required', 'Email is required'],
    landing: /\/$/,
    closesDialog: true,
  },
  {
    form: 'consultation',
    path: '/office-fit-out',
    open: section('Get in touch'),
    values: { c_name: 'Hamad Ali', c_phone: '+971 55 222 3333', c_email: 'hamad@example.com' },
    messages: ['Name is required', 'Phone is required', 'Email is required'],
    landing: /\/$/,
  },
  {
    form: 'newsletter',
    path: '/about-us',
    open: async (page) => inView(page.locator('footer')),
    values: { s_name: 'Huda Karim', s_email: 'huda@example.com' },
    messages: ['Name is required', 'Email is required'],
    landing: /\/$/,
  },
  {
    form: 'contact',
    path: '/contact',
    open: section('Send us a message'),
    values: { name: 'Sara Ahmed', phone: '+971 50 765 4321', email: 'sara@example.com', message: 'Can you visit our villa?' },
    messages: ['Name is required', 'Phone is required', 'Email is required', 'Message is required'],
    landing: /\/contact$/,
  },
  {
    form: 'career',
    path: '/career',
    open: section('Join Our Team'),
    values: {
      name_c: 'Omar Nasser',
      phone_c: '+971 55 765 4321',
      email_c: 'omar@example.com',
      role_c: 'Project Engineer',
      linked_profile_link: 'https://www.linkedin.com/in/omar-nasser',
    },
    messages: ['Name is required', 'Phone is required', 'Email is required', 'Job Role is required', 'LinkedIn Link is required', 'Resume is required'],
    landing: /\/$/,
  },
  {
    form: 'vendor',
    path: '/vendor-and-service-providers',
    open: section('Become A vendor'),
    values: {
      company_name: 'Gulf Joinery LLC',
      first_name: 'Sami',
      phone: '+971 4 222 3333',
      email: 'sami@example.com',
      work_type: 'Sub-Contractors',
      website: 'https://gulfjoinery.example',
    },
    messages: [
      'Company Name is required',
      'First Name is required',
      'Phone is required',
      'Email is required',
      'Category is required',
      'Website is required',
      'Company Profile Link is required',
    ],
    landing: /\/$/,
  },
]

async function fill(scope: Locator, values: Record<string, string>, form: FormName) {
  for (const [name, value] of Object.entries(values)) {
    const field = scope.locator(`[name="${name}"]`)
    if ((await field.evaluate((element) => element.tagName)) === 'SELECT') await field.selectOption(value)
    else await field.fill(value)
  }
  const file = definitionOf(form).file
  if (file) {
    await scope.locator(`input[name="${file.field}"]`).setInputFiles({
      name: 'profile.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(makePdf('Application from the end-to-end tests')),
    })
  }
}

/** Opens the case's form and waits for its fields: forms load their code when they are shown. */
async function openForm(page: Page, item: Case) {
  const scope = await item.open(page)
  await expect(scope.locator(`[name="${definitionOf(item.form).fields[0]!.name}"]`)).toBeVisible()
  return scope
}

const submitButton = (scope: Locator) => scope.locator('button[type="submit"]').last()

async function storedLead(page: Page, form: FormName, email: string) {
  const headers = adminHeaders()
  const emailField = definitionOf(form).fields.find((field) => field.input === 'email')!.name
  const response = await page.request.get(
    `/api/${definitionOf(form).collection}?where[${emailField}][equals]=${encodeURIComponent(email)}&depth=1`,
    { headers },
  )
  return (await response.json()).docs as Record<string, unknown>[]
}

for (const item of cases) {
  test.describe(`${item.form} form on ${item.path}`, () => {
    test("an empty submit shows exactly SPEC §5's messages and sends nothing", async ({ page }) => {
      await page.goto(item.path)
      const scope = await openForm(page, item)
      const sent: string[] = []
      page.on('request', (request) => request.method() === 'POST' && request.url().includes(definitionOf(item.form).endpoint) && sent.push(request.url()))
      await expect(scope.locator('[id$="-error"]')).toHaveCount(0)
      await submitButton(scope).click()
      await expect(scope.locator('[id$="-error"]')).toHaveText(item.messages)
      const firstField = scope.locator(`[name="${definitionOf(item.form).fields[0]!.name}"]`)
      await expect(firstField).toHaveAttribute('aria-invalid', 'true')
      const describedBy = await firstField.getAttribute('aria-describedby')
      await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(item.messages[0]!)
      expect(sent).toEqual([])
    })

    test('a valid submit stores the lead, performs the transition and confirms it', async ({ page }) => {
      const emailField = definitionOf(item.form).fields.find((field) => field.input === 'email')!.name
      const email = `e2e-${unique()}@example.com`
      await page.goto(item.path)
      const scope = await openForm(page, item)
      await fill(scope, { ...item.values, [emailField]: email }, item.form)
      await submitButton(scope).click()
      await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible()
      await expect(page).toHaveURL(item.landing)
      if (item.closesDialog) await expect(page.locator('dialog[open]')).toHaveCount(0)
      await expect.poll(async () => (await storedLead(page, item.form, email)).length).toBe(1)
      const [lead] = await storedLead(page, item.form, email)
      for (const [name, value] of Object.entries(item.values)) {
        if (name !== emailField) expect(lead![name]).toBe(value)
      }
      if (definitionOf(item.form).file) expect(lead![definitionOf(item.form).file!.field]).toMatchObject({ mimeType: 'application/pdf' })
    })

    test('a failing server shows an alert with the phone and keeps every value', async ({ page }) => {
      await page.route(`**${definitionOf(item.form).endpoint}`, (route) => route.fulfill({ status: 500, body: '{}' }))
      await page.goto(item.path)
      const scope = await openForm(page, item)
      await fill(scope, item.values, item.form)
      await submitButton(scope).click()
      const alert = scope.getByRole('alert')
      await expect(alert).toBeVisible()
      await expect(alert.getByRole('link', { name: demoCompany.phone })).toHaveAttribute('href', 'tel:+97145550147')
      for (const [name, value] of Object.entries(item.values)) {
        await expect(scope.locator(`[name="${name}"]`)).toHaveValue(value)
      }
      await expect(submitButton(scope)).toBeEnabled()
    })
  })
}
