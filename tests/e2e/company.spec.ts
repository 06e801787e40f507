import { expect, test } from '@playwright/test'

import { aboutCopy } from '@/content/about'
import { demoClients } from '@/content/clients'
import { demoCompany } from '@/content/company'
import { privacyCopy } from '@/content/legal/privacy'
import { termsCopy } from '@/content/legal/terms'
import { mailHref, telHref } from '@/lib/contact'

test('/about-us: Who We Are, Our Group and the CEO profile under Leadership', async ({ page }) => {
  await page.goto('/about-us')
  const main = page.getByRole('main')
  for (const heading of ['Who We Are', 'Our Group', 'Leadership']) {
    await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible()
  }
  for (const company of aboutCopy.ourGroup.companies) await expect(main.getByText(company.name)).toBeVisible()
  const { ceo } = aboutCopy.leadership
  const profile = main.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name: ceo.name }) })
  await expect(profile.getByRole('img', { name: ceo.portraitAlt })).toBeVisible()
  await expect(profile.getByText(ceo.role)).toBeVisible()
  await expect(profile).toContainText(ceo.biography[0]!)
})

test('/contact: address with a maps link, phone to call, email, hours, the vendor and career links and the form', async ({ page }) => {
  await page.goto('/contact')
  const main = page.getByRole('main')
  await expect(main.getByText(demoCompany.address)).toBeVisible()
  await expect(main.getByRole('link', { name: /Open in maps/ })).toHaveAttribute('href', demoCompany.mapUrl)
  await expect(main.getByRole('link', { name: demoCompany.phone })).toHaveAttribute('href', telHref(demoCompany.phone))
  await expect(main.getByRole('link', { name: demoCompany.email })).toHaveAttribute('href', mailHref(demoCompany.email))
  await expect(main.getByText('Monday to Saturday, 9:00 to 18:00')).toBeVisible()
  await expect(main.getByRole('link', { name: 'Register as a vendor' })).toHaveAttribute('href', '/vendor-and-service-providers')
  await expect(main.getByRole('link', { name: 'See open vacancies' })).toHaveAttribute('href', '/career')
  await expect(main.getByRole('heading', { name: 'Send us a message' })).toBeVisible()
})

test('/our-clients: 25 logos whose descriptions show on hover and on keyboard focus', async ({ page }) => {
  await page.goto('/our-clients')
  const tiles = page.getByRole('main').getByRole('figure')
  await expect(tiles).toHaveCount(25)
  const [first, second] = demoClients
  const firstDescription = page.getByText(first!.description)
  await expect(firstDescription).toBeHidden()
  await tiles.first().hover()
  await expect(firstDescription).toBeVisible()

  await page.mouse.move(0, 0)
  await tiles.first().focus()
  await page.keyboard.press('Tab')
  await expect(tiles.nth(1)).toBeFocused()
  await expect(page.getByText(second!.description)).toBeVisible()
  await expect(tiles.nth(1)).toHaveAccessibleDescription(second!.description)
})

test('/vendor-and-service-providers: Vendors, the introduction and Become A vendor with its form', async ({ page }) => {
  await page.goto('/vendor-and-service-providers')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vendors')
  await expect(page.getByRole('heading', { level: 2, name: 'Vendors & Service Providers' })).toBeVisible()
  const become = page.getByRole('heading', { name: 'Become A vendor' })
  await become.scrollIntoViewIfNeeded()
  await expect(become).toBeVisible()
  await expect(page.getByLabel('Company Name')).toBeVisible()
})

test('/terms-and-conditions: 24 contents entries, each landing on its section', async ({ page }) => {
  await page.goto('/terms-and-conditions')
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]')).toHaveText('Terms and Conditions')
  const entries = page.getByRole('navigation', { name: 'Table of contents' }).getByRole('link')
  await expect(entries).toHaveCount(24)
  for (const [index, section] of termsCopy.sections.entries()) {
    const entry = entries.nth(index)
    await expect(entry).toHaveText(section.heading)
    await expect(page.locator(`h2${await entry.getAttribute('href')}`)).toHaveText(section.heading)
  }
  await entries.last().click()
  await expect(page).toHaveURL(/#section-24$/)
  await expect(page.getByRole('heading', { level: 2, name: termsCopy.sections.at(-1)!.heading })).toBeInViewport()
  await expect(page.getByRole('main')).toContainText(`the laws of ${demoCompany.jurisdiction}`)
})

for (const path of ['/terms-and-conditions', '/privacy-policy']) {
  test(`${path} names the site by the company, not by the server's local address`, async ({ page }) => {
    await page.goto(path)
    const main = page.getByRole('main')
    // The e2e site runs on localhost, which has no public domain to show.
    await expect(main).toContainText(`the ${demoCompany.name} website`)
    await expect(main).not.toContainText(/localhost|127\.0\.0\.1/)
  })
}

test('/privacy-policy: every section, with the company details filled in', async ({ page }) => {
  await page.goto('/privacy-policy')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(privacyCopy.sections.map((section) => section.heading))
  await expect(main).toContainText(demoCompany.email)
  await expect(main).toContainText(demoCompany.phone)
  await expect(main).not.toContainText(/\{(company|email|phone|address|jurisdiction|website)\}/)
})

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 844 } })

  test('/our-clients does not ask a touch screen to hover', async ({ page }) => {
    await page.goto('/our-clients')
    expect(await page.evaluate(() => matchMedia('(hover: hover)').matches)).toBe(false)
    await expect(page.getByRole('main')).not.toContainText(/hover/i)
  })

  test("/our-clients: a tap on a logo shows the client's description", async ({ page }) => {
    await page.goto('/our-clients')
    const client = demoClients[4]!
    const tile = page.getByRole('main').getByRole('figure').filter({ hasText: client.name })
    await tile.scrollIntoViewIfNeeded()
    await expect(page.getByText(client.description)).toBeHidden()
    await tile.tap()
    await expect(page.getByText(client.description)).toBeVisible()
  })
})
