import type { Locator, Page } from '@playwright/test'
import { expect, test } from './sharedPage'

import { serviceFacts } from '@/content/serviceFacts'
import { serviceCopy } from '@/content/services'
import { serviceSlugs } from '@/content/demoRoutes'
import { seriousViolations } from './axe'

async function checkFaq(page: Page, count: number) {
  const faq = page.locator('section').filter({ has: page.getByRole('heading', { name: /FAQ|Frequently Asked Questions/i }) })
  const questions = faq.locator('details')
  await expect(questions).toHaveCount(count)
  await expect(questions.first()).toHaveJSProperty('open', true)
  for (let index = 1; index < count; index++) await expect(questions.nth(index)).toHaveJSProperty('open', false)
  await questions.last().locator('summary').click()
  await expect(questions.last()).toHaveJSProperty('open', true)
  await expect(questions.first()).toHaveJSProperty('open', false)
}

async function checkLightbox(page: Page, alts: string[]) {
  const photos = page.getByRole('list', { name: 'Gallery' }).getByRole('listitem')
  const clicked = 1
  await photos.nth(clicked).getByRole('button').click()
  const lightbox = page.getByRole('dialog', { name: 'Lightbox' })
  const current = lightbox.locator('.yarl__slide_current')
  await expect(current).toHaveAttribute('aria-label', `${clicked + 1} of ${alts.length}`)
  await expect(current.locator('img')).toHaveAttribute('alt', alts[clicked]!)
  await page.keyboard.press('ArrowRight')
  await expect(current).toHaveAttribute('aria-label', `${clicked + 2} of ${alts.length}`)
  await page.keyboard.press('ArrowLeft')
  await expect(current).toHaveAttribute('aria-label', `${clicked + 1} of ${alts.length}`)
  await page.keyboard.press('Escape')
  await expect(lightbox).toHaveCount(0)
}

async function checkCarousel(carousel: Locator, slides: number) {
  await expect(carousel.getByRole('listitem')).toHaveCount(slides)
  const previous = carousel.getByRole('button', { name: 'Previous' })
  const next = carousel.getByRole('button', { name: 'Next' })
  const position = carousel.locator('[aria-live="polite"]')
  await expect(previous).toBeDisabled()
  await next.click()
  await expect(position).toHaveText(/^2 \//)
  await expect(previous).toBeEnabled()
  await previous.click()
  await expect(position).toHaveText(/^1 \//)
  await expect(previous).toBeDisabled()
}

test.describe('the 29 service landing pages (SPEC §2.6)', () => {
  for (const slug of serviceSlugs) {
    const facts = serviceFacts[slug]!
    const copy = serviceCopy[slug]!

    test(`/${slug}: counts, FAQ, lightbox, carousels, Free Consultation and axe`, async ({ page }) => {
      await page.goto(`/${slug}`)
      await expect(page.getByRole('list', { name: 'Gallery' }).getByRole('listitem')).toHaveCount(facts.gallery)
      await expect(page.getByRole('list', { name: 'Process' }).getByRole('listitem')).toHaveCount(facts.process)
      const getInTouch = page.locator('main section', { has: page.getByRole('heading', { name: 'Get in touch' }) })
      await expect(getInTouch).toHaveCount(facts.inlineForm ? 1 : 0)
      expect(await seriousViolations(page)).toEqual([])

      await checkFaq(page, facts.faq)
      await checkLightbox(page, copy.gallery)

      const carousels = page.locator('[aria-roledescription="carousel"]:not([role="dialog"] *)')
      await expect(carousels).toHaveCount(facts.carousels.length)
      for (const [index, slides] of facts.carousels.entries()) await checkCarousel(carousels.nth(index), slides)

      if (facts.inlineForm) {
        await getInTouch.scrollIntoViewIfNeeded()
        await expect(getInTouch.locator('[name="c_name"]')).toBeVisible()
      }
      if (copy.types) {
        const types = page.locator('section').filter({ has: page.getByRole('heading', { name: copy.types.heading }) })
        await expect(types.getByRole('listitem')).toHaveCount(facts.types)
      }
      await expect(page.locator('figure blockquote')).toHaveCount(facts.testimonials)

      const opener = page.locator('main').getByRole('button', { name: /^free consultation$/i })
      await opener.click()
      const dialog = page.locator('dialog#free_consultation')
      await expect(dialog).toHaveJSProperty('open', true)
      await page.keyboard.press('Escape')
      await expect(dialog).toHaveJSProperty('open', false)
      await expect(opener).toBeFocused()
    })
  }

  test('a service page tells search engines the service, its breadcrumb and its FAQ', async ({ page }) => {
    const slug = 'cafe-interior-design-companies-in-dubai'
    await page.goto(`/${slug}`)
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as { '@type': string; mainEntity?: { name: string }[] },
    )
    const byType = (type: string) => blocks.find((data) => data['@type'] === type)
    expect(byType('Service')).toMatchObject({ provider: { '@type': 'LocalBusiness' } })
    expect(byType('BreadcrumbList')).toBeDefined()
    expect(byType('FAQPage')).toBeUndefined()
    // The FAQ is schema.org's FAQPage in its own markup (microdata), each question with its answer.
    const faq = page.locator('section[itemtype="https://schema.org/FAQPage"]')
    const questions = faq.locator('[itemprop="mainEntity"][itemtype="https://schema.org/Question"]')
    await expect(questions.locator('> [itemprop="name"]')).toHaveText(serviceCopy[slug]!.faq.map((item) => item.question))
    await expect(questions.locator('> [itemprop="acceptedAnswer"][itemtype="https://schema.org/Answer"] > [itemprop="text"]')).toHaveText(
      serviceCopy[slug]!.faq.map((item) => item.answer),
    )
  })
})

test('the wall cladding page links to the painting services with a working link', async ({ page }) => {
  await page.goto('/wall-cladding')
  await page.getByRole('link', { name: 'See our painting services' }).click()
  await expect(page).toHaveURL(/\/painting-services$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})
