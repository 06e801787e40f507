import { expect, type Locator, type Page } from '@playwright/test'

import { definitionOf, type FormName } from '@/features/forms/definitions'
import { makePdf } from '../fixtures/pdf'
import { adminHeaders } from './site'

export const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`

/** The name of a form's email field. */
export const emailFieldOf = (form: FormName) => definitionOf(form).fields.find((field) => field.input === 'email')!.name

/** Fills a form's fields, and attaches a real PDF when the form takes a file. */
export async function fill(scope: Locator, values: Record<string, string>, form: FormName) {
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

/** The leads of a form sent with `email`, read as the admin. */
export async function storedLead(page: Page, form: FormName, email: string) {
  const response = await page.request.get(
    `/api/${definitionOf(form).collection}?where[${emailFieldOf(form)}][equals]=${encodeURIComponent(email)}&depth=1`,
    { headers: adminHeaders() },
  )
  return (await response.json()).docs as Record<string, unknown>[]
}

/** A valid lead of each form, and SPEC §5's messages for the form sent empty, in the form's order. */
export const samples: Record<FormName, { values: Record<string, string>; messages: string[] }> = {
  quote: {
    values: {
      name: 'Layla Haddad',
      phone: '+971 50 123 4567',
      email: 'layla@example.com',
      work_type: 'Fit Out',
      project_category: 'Commercial',
      message: 'A 400 m² office in Business Bay.',
    },
    messages: ['Name is required', 'Phone is required', 'Email is required', 'Work Type is required', 'Project Category is required', 'Message is required'],
  },
  consultation: {
    values: { c_name: 'Rania Saleh', c_phone: '+971 52 000 1111', c_email: 'rania@example.com' },
    messages: ['Name is required', 'Phone is required', 'Email is required'],
  },
  newsletter: {
    values: { s_name: 'Huda Karim', s_email: 'huda@example.com' },
    messages: ['Name is required', 'Email is required'],
  },
  contact: {
    values: { name: 'Sara Ahmed', phone: '+971 50 765 4321', email: 'sara@example.com', message: 'Can you visit our villa?' },
    messages: ['Name is required', 'Phone is required', 'Email is required', 'Message is required'],
  },
  career: {
    values: {
      name_c: 'Omar Nasser',
      phone_c: '+971 55 765 4321',
      email_c: 'omar@example.com',
      role_c: 'Project Engineer',
      linked_profile_link: 'https://www.linkedin.com/in/omar-nasser',
    },
    messages: ['Name is required', 'Phone is required', 'Email is required', 'Job Role is required', 'LinkedIn Link is required', 'Resume is required'],
  },
  vendor: {
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
  },
}

/** A contact message sent from /contact as a visitor sends it; its id once stored. */
export async function sendContactMessage(page: Page, email: string) {
  await page.goto('/contact')
  const section = page.locator('section', { has: page.getByRole('heading', { name: 'Send us a message', exact: true }) })
  await section.scrollIntoViewIfNeeded()
  // A form loads its script when the visitor reaches for it (forms.spec.ts does the same).
  await section.locator('[name="name"]').focus()
  await expect(section.locator('form[data-lead-form="contact"][data-enhanced]')).toHaveCount(1)
  await fill(section, { ...samples.contact.values, email }, 'contact')
  await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true))
  await section.locator('button[type="submit"]').last().click()
  // The contact page reloads after a message is sent (SPEC §4): wait for it, so that it does not cut the next navigation.
  const beforeReload = () => page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload).catch(() => true)
  await expect.poll(beforeReload).toBeUndefined()
  await page.waitForLoadState()
  await expect.poll(async () => (await storedLead(page, 'contact', email)).length).toBe(1)
  return (await storedLead(page, 'contact', email))[0]!.id as number
}
