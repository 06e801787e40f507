import { expect, type Page, test } from '@playwright/test'

import { sectionDescriptions } from '@/blocks/chooser'
import { pageBlocks } from '@/blocks/configs'
import { rowLabelText } from '@/cms/admin/rowLabelText'
import type { RowLabelProps } from '@/cms/admin/rowLabels'
import type { Page as PageDoc } from '@/payload-types'
import { serviceSlugs } from '@/content/demoRoutes'
import { homeSlug } from '@/lib/routes'
import { demoCompany } from '@/content/company'
import { adminHeaders } from './site'

const screenshots = '.test-results/admin-labels'

/** Every request the page makes to another host than the site's. */
function thirdPartyRequests(page: Page) {
  const { host } = new URL(test.info().project.use.baseURL!)
  const requests: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (/^https?:$/.test(url.protocol) && url.host !== host) requests.push(request.url())
  })
  return requests
}

/** Signs the browser in with the session global-setup.ts opened (a second login of one user races: see there). */
async function signIn(page: Page) {
  const { hostname } = new URL(test.info().project.use.baseURL!)
  await page.context().addCookies([{ name: 'payload-token', value: process.env.E2E_ADMIN_TOKEN!, domain: hostname, path: '/' }])
}

/** The fields a kind of section is labelled by, as its config names them. */
const labelFieldsOf = (blockType: string) =>
  (pageBlocks.find((block) => block.slug === blockType)?.admin?.components?.Label as { clientProps: RowLabelProps }).clientProps.fields

async function pageDoc(page: Page, slug: string): Promise<PageDoc> {
  const response = await page.request.get(`/api/pages?where[slug][equals]=${slug}&depth=1&limit=1`, { headers: adminHeaders() })
  const [doc] = (await response.json()).docs as PageDoc[]
  return doc!
}

test('signed out, /admin opens the sign-in page at once, with the admin’s own favicon, asking nothing of another host', async ({ page }) => {
  const requests = thirdPartyRequests(page)
  // Straight to the sign-in page from the server: no blank page whose script then asks for it.
  const answer = await page.request.get('/admin', { maxRedirects: 0 })
  expect([answer.status(), answer.headers().location]).toEqual([307, '/admin/login'])
  const response = await page.goto('/admin')
  expect(response?.request().redirectedFrom()?.url()).toMatch(/\/admin$/)
  expect(response?.url()).toMatch(/\/admin\/login$/)
  await expect(page.getByLabel('Email')).toBeVisible()
  const icons = await page.locator('link[rel~="icon"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  expect(icons).toEqual(['/icons/admin.svg'])
  const favicon = await page.request.get('/icons/admin.svg')
  expect(favicon.headers()['content-type']).toBe('image/svg+xml')
  expect(requests).toEqual([])
})

test('the sign-in form is drawn by the server under the company’s name: it shows before any script has run', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/admin/login')
  await expect(page.locator('.login__brand')).toHaveText(demoCompany.name)
  await expect(page.locator('.login__brand img')).toHaveAttribute('src', '/icon.svg')
  await expect(page.getByLabel('Email')).toBeVisible()
  await expect(page.getByLabel('Password')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible()
  await context.close()
})

test('a page’s sections and rows read like their content, and the chooser describes and pictures each kind', async ({ page }) => {
  const requests = thirdPartyRequests(page)
  await signIn(page)
  await page.setViewportSize({ width: 1440, height: 1000 })

  const home = await pageDoc(page, homeSlug)
  await page.goto(`/admin/collections/pages/${home.id}`)
  const headers = page.locator('.blocks-field__block-header')
  await expect(headers).toHaveCount(home.layout.length)
  for (const [index, block] of home.layout.entries()) {
    const label = rowLabelText(block, labelFieldsOf(block.blockType))!
    await expect(headers.nth(index), block.blockType).toContainText(label)
  }
  await expect(page.getByText('Untitled', { exact: true })).toHaveCount(0)
  // The account icon is Payload's own drawing, never a Gravatar.
  await expect(page.locator('img[src*="gravatar"]')).toHaveCount(0)

  await page.getByRole('button', { name: 'Collapse All' }).first().click()
  await page.screenshot({ path: `${screenshots}/home-sections-collapsed.png`, fullPage: true })

  await page.getByRole('button', { name: 'Add section' }).click()
  const cards = page.locator('.blocks-drawer__block')
  await expect(cards).toHaveCount(Object.keys(sectionDescriptions).length)
  for (const [slug, description] of Object.entries(sectionDescriptions)) {
    const card = cards.filter({ has: page.locator(`img[src="/icons/sections/${slug}.svg"]`) })
    await expect(card, slug).toHaveCount(1)
    await expect.poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), slug).toBeGreaterThan(0)
    const shown = await card.locator('.thumbnail-card__label').evaluate((label) => getComputedStyle(label, '::after').content)
    expect(shown, slug).toBe(JSON.stringify(description))
  }
  await page.screenshot({ path: `${screenshots}/section-chooser.png` })

  expect(requests).toEqual([])
})

test('FAQ items show their question, process steps their title and gallery pictures their alt', async ({ page }) => {
  await signIn(page)
  const service = await pageDoc(page, serviceSlugs[0]!)
  const block = <T extends PageDoc['layout'][number]['blockType']>(type: T) =>
    service.layout.find((section) => section.blockType === type) as Extract<PageDoc['layout'][number], { blockType: T }>
  await page.goto(`/admin/collections/pages/${service.id}`)
  const faq = block('faq').items[1]!
  const step = block('process').steps[1]!
  const picture = block('gallery').images[1]!.image
  for (const words of [faq.question, step.title, typeof picture === 'object' ? picture.alt : '']) {
    const label = rowLabelText({ words }, ['words'])!
    await expect(page.locator('.array-field .row-label').getByText(label, { exact: true }).first()).toBeVisible()
  }
  await expect(page.getByText(/^(Item|Image|Step) \d\d$/)).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Add question' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add picture' }).first()).toBeVisible()
})
