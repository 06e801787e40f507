import { expect, type Locator, type Page, test } from '@playwright/test'

import { demoCompany } from '@/content/company'
import { enhancementWaitMs } from '@/features/forms/client/submitGuard'
import { definitionOf, type FormName } from '@/features/forms/definitions'
import { holdLateScripts, postsOf, visitSlowly } from './lateScripts'
import { fill, samples, storedLead, unique } from './leads'

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
    ...samples.quote,
    landing: /\/$/,
    closesDialog: true,
  },
  {
    form: 'consultation',
    path: '/renovation-services',
    open: dialog('Free Consultation', (page) => page.getByRole('main').getByRole('button', { name: /^free consultation$/i }).click()),
    ...samples.consultation,
    landing: /\/$/,
    closesDialog: true,
  },
  {
    form: 'consultation',
    path: '/office-fit-out',
    open: section('Get in touch'),
    ...samples.consultation,
    landing: /\/$/,
  },
  { form: 'newsletter', path: '/about-us', open: async (page) => inView(page.locator('footer')), ...samples.newsletter, landing: /\/$/ },
  { form: 'contact', path: '/contact', open: section('Send us a message'), ...samples.contact, landing: /\/contact$/ },
  { form: 'career', path: '/career', open: section('Join Our Team'), ...samples.career, landing: /\/$/ },
  { form: 'vendor', path: '/vendor-and-service-providers', open: section('Become A vendor'), ...samples.vendor, landing: /\/$/ },
]

/**
 * Opens the case's form and reaches for it as a visitor does (its first field focused), then waits
 * until its enhancement has loaded: before that, a submission is a plain post, which
 * forms-without-js.spec.ts covers.
 */
async function openForm(page: Page, item: Case) {
  const scope = await item.open(page)
  const firstField = scope.locator(`[name="${definitionOf(item.form).fields[0]!.name}"]`)
  await expect(firstField).toBeVisible()
  await firstField.focus()
  await expect(scope.locator(`form[data-lead-form="${item.form}"][data-enhanced]`)).toHaveCount(1)
  return scope
}

/** The field messages on show. */
const shownMessages = (scope: Locator) => scope.locator('[data-error-for]:not([hidden])')

const submitButton = (scope: Locator) => scope.locator('button[type="submit"]').last()

for (const item of cases) {
  test.describe(`${item.form} form on ${item.path}`, () => {
    test("an empty submit shows exactly SPEC §5's messages and sends nothing", async ({ page }) => {
      await page.goto(item.path)
      const scope = await openForm(page, item)
      const sent = postsOf(page, item.form)
      await expect(shownMessages(scope)).toHaveCount(0)
      await submitButton(scope).click()
      await expect(shownMessages(scope)).toHaveText(item.messages)
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
      await page.evaluate(() => ((window as unknown as { beforeLanding: boolean }).beforeLanding = true))
      await submitButton(scope).click()
      const notice = page.getByRole('status').filter({ hasText: 'Thank you' })
      await expect(notice).toBeVisible()
      await expect(page).toHaveURL(item.landing)
      if (definitionOf(item.form).after === 'samePage') {
        // The page reloads (SPEC §4); the notice is still there on the page that follows.
        // Asked while the page reloads, evaluate fails: the old page is then taken as still there.
        const beforeLanding = () => page.evaluate(() => (window as unknown as { beforeLanding?: boolean }).beforeLanding).catch(() => true)
        await expect.poll(beforeLanding).toBeUndefined()
        await expect(notice).toBeVisible()
      }
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

test('a submission the network delivers twice (a proxy sending it on) is stored once, and thanked once', async ({ page }) => {
  const item = cases.find((candidate) => candidate.form === 'quote')!
  const email = `twice-${unique()}@example.com`
  const keys: (string | undefined)[] = []
  await page.route(`**${definitionOf(item.form).endpoint}`, async (route) => {
    keys.push(route.request().headers()['idempotency-key'])
    await route.fetch()
    await route.fulfill({ response: await route.fetch() })
  })
  await page.goto(item.path)
  const scope = await openForm(page, item)
  await fill(scope, { ...item.values, email }, item.form)
  await submitButton(scope).click()
  await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible()
  expect(keys).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/)])
  expect(await storedLead(page, item.form, email)).toHaveLength(1)
})

for (const item of cases) {
  test(`${item.form} form on ${item.path}: Submit pressed as the first touch, on a slow CPU, waits for the form's script and shows SPEC §5's messages`, async ({ page }) => {
    const { scripts, sent } = await visitSlowly(page, item.path, item.form)
    const scope = await item.open(page)
    const form = scope.locator(`form[data-lead-form="${item.form}"]`)
    await expect(form).not.toHaveAttribute('data-enhanced')
    await submitButton(scope).click()
    // Held: the press is kept while the form's script is on its way.
    await expect(form).toHaveAttribute('data-pending')
    await expect.poll(scripts.heldCount).toBeGreaterThan(0)
    await scripts.release()
    await expect(shownMessages(scope)).toHaveText(item.messages)
    await expect(form).not.toHaveAttribute('data-pending')
    await expect(page).toHaveURL(new RegExp(`${item.path}$`))
    expect(sent).toEqual([])
  })
}

test('a form whose script never arrives is posted as it is, as without JavaScript', async ({ page }) => {
  await page.clock.install()
  const scripts = await holdLateScripts(page)
  await page.goto('/about-us')
  scripts.pageLoaded()
  const form = page.locator('footer form[data-lead-form="newsletter"]')
  const email = `early-${unique()}@example.com`
  await fill(form, { ...samples.newsletter.values, s_email: email }, 'newsletter')
  await expect.poll(scripts.heldCount).toBeGreaterThan(0)
  await form.locator('button[type="submit"]').click()
  await expect(form).toHaveAttribute('data-pending')
  await page.clock.fastForward(enhancementWaitMs)
  await expect(page).toHaveURL(/\/#sent-newsletter$/)
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for subscribing' })).toBeVisible()
  expect(await storedLead(page, 'newsletter', email)).toHaveLength(1)
})
