import { expect, type Page, test } from '@playwright/test'

import { videoCaseStudy } from '@/content/projectDetails'
import { pathOfProject } from '@/lib/routes'
import { admin } from './site'

/** The directives of a Content-Security-Policy header, by name. */
const directives = (policy: string | undefined) =>
  new Map((policy ?? '').split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...sources]) => [name!, sources]))

test.describe('security headers', () => {
  for (const [kind, path] of [
    ['a static page', '/office-fit-out'],
    ['a JSON call', '/api/form-token'],
    ['a media file', '/api/media/file/page-contact.webp'],
    ['the admin', '/admin'],
  ] as const) {
    test(`${kind} (${path}) carries the policy, COOP, and no HSTS on an http site`, async ({ request }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      const headers = response.headersArray()
      expect(headers.filter((header) => header.name.toLowerCase() === 'content-security-policy')).toHaveLength(1)
      const policy = directives(response.headers()['content-security-policy'])
      expect(policy.get('object-src')).toEqual(["'none'"])
      expect(policy.get('base-uri')).toEqual(["'self'"])
      expect(policy.get('frame-ancestors')).toEqual(["'self'"])
      expect(policy.get('form-action')).toEqual(["'self'"])
      expect(policy.get('script-src')).not.toContain("'unsafe-eval'")
      expect(response.headers()['cross-origin-opener-policy']).toBe('same-origin')
      expect(response.headers()['strict-transport-security']).toBeUndefined()
    })
  }
})

test('with no tag set in Settings › Analytics, a page allows no other host and asks no consent (issue 26)', async ({ page }) => {
  const response = await page.goto('/')
  expect(response!.headers()['content-security-policy']).not.toMatch(/https?:/)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.locator('footer').getByRole('button', { name: 'Cookie settings' })).toHaveCount(0)
})

/** Every Content-Security-Policy violation the page reports, as the browser reports it. */
async function watchViolations(page: Page) {
  const violations: string[] = []
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.effectiveDirective} ${event.blockedURI}`),
    )
  })
  page.on('console', (message) => {
    if (/CSP violation|Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  return violations
}

/** Every picture on screen has loaded (none was blocked). */
async function expectPicturesLoaded(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images]
          .filter((image) => image.getBoundingClientRect().top < innerHeight && image.loading !== 'lazy')
          .filter((image) => !image.complete || image.naturalWidth === 0).length,
      ),
    )
    .toBe(0)
}

test.describe('pages render under the policy with no violation', () => {
  test('the home page, and the quote dialog sending its form', async ({ page }) => {
    const violations = await watchViolations(page)
    await page.goto('/')
    await expectPicturesLoaded(page)
    await page.locator('header').getByRole('button', { name: /^get a free quote$/i }).click()
    const dialog = page.getByRole('dialog', { name: 'Get a free Quote' })
    await expect(dialog.locator('[name="name"]')).toBeVisible()
    await dialog.locator('[name="name"]').fill('Layla Haddad')
    await dialog.locator('[name="phone"]').fill('+971 50 123 4567')
    await dialog.locator('[name="email"]').fill(`csp-${Date.now()}@example.com`)
    await dialog.locator('[name="work_type"]').selectOption('Fit Out')
    await dialog.locator('[name="project_category"]').selectOption('Commercial')
    await dialog.locator('[name="message"]').fill('A 400 m² office in Business Bay.')
    await dialog.locator('button[type="submit"]').last().click()
    await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible()
    expect(violations).toEqual([])
  })

  test('a case study with its looping video', async ({ page }) => {
    const violations = await watchViolations(page)
    await page.goto(pathOfProject(videoCaseStudy.slug))
    const video = page.locator('video').first()
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(2)
    await expectPicturesLoaded(page)
    expect(violations).toEqual([])
  })

  test('a gallery photo in the lightbox', async ({ page }) => {
    const violations = await watchViolations(page)
    await page.goto(pathOfProject('motor-city-hmc-clinic'))
    await page.getByRole('list', { name: 'Gallery' }).getByRole('listitem').nth(2).getByRole('button').click()
    const current = page.getByRole('dialog', { name: 'Lightbox' }).locator('.yarl__slide_current img')
    await expect.poll(() => current.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0)
    expect(violations).toEqual([])
  })

  test('the admin: sign-in, dashboard, a page and a picture', async ({ page }) => {
    const violations = await watchViolations(page)
    await page.goto('/admin')
    await page.getByLabel('Email').fill(admin.email)
    await page.getByLabel('Password').fill(admin.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByRole('link', { name: 'Pages', exact: true }).first()).toBeVisible()
    await page.goto('/admin/collections/pages/1')
    await expect(page.locator('#field-title')).toBeVisible()
    await page.goto('/admin/collections/media/1')
    await expect(page.locator('.file-details img')).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(violations).toEqual([])
  })
})
