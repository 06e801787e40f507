import { expect, test } from '@playwright/test'

import { demoCompany } from '@/content/company'
import { whatsappUrl } from '@/lib/contact'

/** The year it is now at the company, in Dubai. */
const yearInDubai = () => new Intl.DateTimeFormat('en', { timeZone: 'Asia/Dubai', year: 'numeric' }).format(new Date())

test('Popular Searches expands and collapses', async ({ page }) => {
  await page.goto('/contact')
  const footer = page.locator('footer')
  const toggle = footer.getByText('Popular Searches')
  const firstSearch = footer.getByRole('link', { name: demoCompany.popularSearches[0]!.label })
  await expect(firstSearch).toBeHidden()
  await toggle.click()
  await expect(firstSearch).toBeVisible()
  await toggle.click()
  await expect(firstSearch).toBeHidden()
})

test('the footer holds the contact details, useful links and copyright line', async ({ page }) => {
  await page.goto('/')
  const footer = page.locator('footer')
  await expect(footer.getByText(demoCompany.address)).toBeVisible()
  await expect(footer.locator(`a[href="mailto:${demoCompany.email}"]`)).toBeVisible()
  await expect(footer.getByRole('link', { name: demoCompany.phone })).toHaveAttribute('href', 'tel:+97145550147')
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy')
  await expect(footer.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms-and-conditions')
  await expect(footer.getByText(`© ${demoCompany.copyrightYear}–${yearInDubai()} ${demoCompany.copyrightHolder}`)).toBeVisible()
  await expect(footer.getByRole('link', { name: /on LinkedIn$/ })).toHaveAttribute('href', demoCompany.social.linkedin)
})

test('the header shows the phone, email and five social links, and the chat button', async ({ page }) => {
  await page.goto('/')
  const header = page.locator('header')
  // The menu drawer, closed, holds a call and a WhatsApp button of its own.
  const phone = header.getByRole('link', { name: demoCompany.phone })
  await expect(phone).toBeVisible()
  await expect(phone).toHaveAttribute('href', 'tel:+97145550147')
  await expect(header.locator(`a[href="mailto:${demoCompany.email}"]`)).toBeVisible()
  const social = header.getByRole('list', { name: 'Social links' })
  for (const url of Object.values(demoCompany.social)) await expect(social.locator(`a[href="${url}"]`)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Chat with us on WhatsApp' })).toHaveAttribute('href', whatsappUrl(demoCompany))
})

test("the copyright line runs to this year, the company's year in Dubai", async ({ page }) => {
  await page.goto('/about-us')
  const line = page.locator('footer').getByText(/^©/)
  await expect(line).toHaveText(`© ${demoCompany.copyrightYear}–${yearInDubai()} ${demoCompany.copyrightHolder}. All rights reserved.`)
})

test("every WhatsApp link of the home page, the chat button's too, opens a chat with the company's WhatsApp number", async ({ page }) => {
  await page.goto('/')
  const hrefs = await page
    .locator('a')
    .evaluateAll((links) =>
      links
        .filter((link) => /whatsapp|wa\.me/i.test(`${link.getAttribute('href')} ${link.textContent} ${link.getAttribute('aria-label')}`))
        .map((link) => link.getAttribute('href')),
    )
  // The top bar and footer icons, the banner's button, the chat button, the drawer's, both dialogs' and the forms' fallbacks.
  expect(hrefs.length).toBeGreaterThanOrEqual(8)
  expect(new Set(hrefs)).toEqual(new Set([whatsappUrl(demoCompany)]))
})
