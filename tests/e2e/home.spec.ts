import { expect, test } from '@playwright/test'

import { demoCompany } from '@/content/company'
import { whatsappUrl } from '@/lib/contact'
import { homeCopy, servicesPageCopy } from '@/content/homeCopy'
import { demoClients } from '@/content/clients'
import { featuredProjectSlugs } from '@/content/projectDetails'
import { pathOfProject } from '@/lib/routes'

test('the home hero offers the three ways to reach the company', async ({ page }) => {
  await page.goto('/')
  const hero = page.locator('main section').first()
  await expect(hero.getByRole('heading', { level: 1 })).toBeVisible()
  await hero.getByRole('button', { name: /^get a free quote$/i }).click()
  await expect(page.getByRole('dialog', { name: 'Get a free Quote' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(hero.getByRole('link', { name: /whatsapp/i })).toHaveAttribute('href', whatsappUrl(demoCompany))
  await expect(hero.getByRole('link', { name: /call/i })).toHaveAttribute('href', 'tel:+97145550147')
})

test('the home page shows the service groups, featured work, clients, testimonials and FAQ', async ({ page }) => {
  await page.goto('/')
  const main = page.locator('main')
  for (const group of homeCopy.groups.items) {
    await expect(main.getByRole('heading', { name: group.title, exact: true })).toBeVisible()
    await expect(main.locator(`a[href="${group.href}"]`).first()).toBeVisible()
  }
  for (const slug of featuredProjectSlugs) await expect(main.locator(`a[href="${pathOfProject(slug)}"]`)).toHaveCount(1)
  // Each client's logo beside its name, which says who it is (the logo's alt is empty).
  const clients = main.getByRole('region', { name: homeCopy.clients.heading })
  await expect(clients.locator('li')).toHaveCount(12)
  for (const client of demoClients.slice(0, 12)) await expect(clients.locator('li', { hasText: client.name }).locator('img[alt=""]')).toBeVisible()
  await expect(main.locator('figure blockquote')).toHaveCount(homeCopy.testimonials.items.length)
  await expect(main.getByRole('list', { name: 'Process' }).getByRole('listitem')).toHaveCount(3)
  await expect(main.locator('details')).toHaveCount(homeCopy.faq.items.length)
})

test('the home page describes the company as a local business for search engines', async ({ page }) => {
  await page.goto('/')
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text))
  const business = blocks.find((data) => data['@type'] === 'LocalBusiness')
  expect(business).toMatchObject({
    name: demoCompany.name,
    telephone: demoCompany.phone,
    address: { '@type': 'PostalAddress', addressLocality: 'Dubai', addressCountry: 'AE' },
    geo: { '@type': 'GeoCoordinates', ...demoCompany.geo },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((day) => `https://schema.org/${day}`),
        opens: '09:00',
        closes: '18:00',
      },
    ],
  })
  expect(business.sameAs).toContain(demoCompany.social.instagram)
})

test('/services has its breadcrumb and five sections, each with a picture, text and a link to its page', async ({ page }) => {
  await page.goto('/services')
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible()
  for (const section of servicesPageCopy.sections) {
    const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: section.heading, exact: true }) })
    await expect(row.getByRole('img')).toHaveAttribute('alt', section.imageAlt)
    await expect(row.getByRole('link', { name: new RegExp(section.linkLabel) })).toHaveAttribute('href', section.href)
  }
})
