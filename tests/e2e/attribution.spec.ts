import { expect, type Page, test } from '@playwright/test'

import { fill, samples, storedLead, unique } from './leads'

/** Issue 26: each lead keeps where its visit came from, with or without the page's script. */

const campaign = {
  utm_source: 'google',
  utm_medium: 'cpc',
  utm_campaign: 'fit-out-q4',
  utm_term: 'office fit out',
  utm_content: 'banner-a',
  gclid: 'e2e-click-1',
}
const tagged = (path: string, tags: Record<string, string>) => `${path}?${new URLSearchParams(tags)}`

/** Follows the first link of the page to `path`, as a visitor clicks it. */
async function follow(page: Page, path: string) {
  await page.locator(`a[href="${path}"]:visible`).first().click()
  await expect(page).toHaveURL(new RegExp(`${path}$`))
}

test('a visit that lands with campaign tags and a click id, then sends the contact form two pages later, stores them with the lead', async ({ page }) => {
  const landing = tagged('/office-fit-out', campaign)
  await page.goto(landing, { referer: 'https://www.google.com/search?q=office+fit+out+dubai' })
  await follow(page, '/portfolio')
  await follow(page, '/contact')

  const email = `e2e-visit-${unique()}@example.com`
  const form = page.locator('form[data-lead-form="contact"]')
  await fill(form, { ...samples.contact.values, email }, 'contact')
  await form.locator('button[type="submit"]').click()
  await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible()

  await expect.poll(async () => (await storedLead(page, 'contact', email)).length).toBe(1)
  const [lead] = await storedLead(page, 'contact', email)
  expect(lead).toMatchObject({
    sourcePage: '/contact',
    landingPage: landing,
    referrer: 'https://www.google.com',
    utmSource: 'google',
    utmMedium: 'cpc',
    utmCampaign: 'fit-out-q4',
    utmTerm: 'office fit out',
    utmContent: 'banner-a',
    gclid: 'e2e-click-1',
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a plain post from the tagged landing page stores the page and its tags with the lead', async ({ page }) => {
    const landing = tagged('/office-fit-out', { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'winter', fbclid: 'e2e-fb-7' })
    await page.goto(landing)
    const email = `e2e-plain-${unique()}@example.com`
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Get in touch', exact: true }) })
    const form = section.locator('form[data-lead-form="consultation"]')
    await fill(form, { ...samples.consultation.values, c_email: email }, 'consultation')
    await form.locator('button[type="submit"]').click()
    await page.waitForLoadState()

    await expect.poll(async () => (await storedLead(page, 'consultation', email)).length).toBe(1)
    const [lead] = await storedLead(page, 'consultation', email)
    expect(lead).toMatchObject({
      sourcePage: landing,
      landingPage: landing,
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'winter',
      fbclid: 'e2e-fb-7',
    })
    expect(lead!.referrer ?? null).toBeNull()
  })
})
