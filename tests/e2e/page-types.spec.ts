import { expect, type Page, test } from '@playwright/test'

import { serviceGroups } from '@/content/demoRoutes'
import { unlockAddress } from './editor'
import { adminHeaders } from './site'

const group = serviceGroups.at(-1)!.label // 'Joinery'
const title = 'Outdoor Kitchen Design'
const slug = 'outdoor-kitchen-design'

test.use({ viewport: { width: 1440, height: 1000 } })

/** The admin signed in as global-setup.ts's admin: its session is the token's cookie. */
async function signIn(page: Page) {
  await page.context().addCookies([{ name: 'payload-token', value: process.env.E2E_ADMIN_TOKEN!, url: test.info().project.use.baseURL! }])
}

const saveButton = (page: Page) => page.getByRole('button', { name: /^(Save|Publish changes)$/ })

/**
 * Types the first section's heading. An autosave answering while the section is added can fold it
 * (every 500 ms here), even between the heading showing and the typing: open it again, and type
 * until the heading holds the text.
 */
async function fillFirstHeading(page: Page, text: string) {
  const heading = page.locator('#field-layout__0__heading')
  await expect(async () => {
    if (!(await heading.isVisible())) await page.getByRole('button', { name: 'Toggle block' }).first().click()
    await heading.fill(text, { timeout: 2_000 })
    await expect(heading).toHaveValue(text, { timeout: 1_000 })
  }).toPass({ timeout: 30_000 })
}

/** Picks `option` in the react-select of the field whose id is `fieldId`. */
async function choose(page: Page, fieldId: string, search: string, option: string | RegExp) {
  const field = page.locator(`#${fieldId}`)
  await field.scrollIntoViewIfNeeded()
  await field.locator('.rs__control').click()
  await page.keyboard.type(search)
  await page.locator('.rs__option').filter({ hasText: option }).first().click()
}

/** The links of one group of the header's services menu, shown or not. */
const groupLinks = (page: Page, label: string) =>
  page.getByRole('navigation', { name: 'Main' }).locator('.menu-group-title', { hasText: label }).locator('xpath=..').locator('a')

/** Saves, again while the form is still checking what was typed, until the admin shows `message`. */
async function saveUntilShown(page: Page, message: string) {
  await expect(async () => {
    await saveButton(page).click()
    await expect(page.getByText(message).first()).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
}

test('an editor adds a service page and its menu link in the admin; the site shows it as a service, under its group', async ({ page, request }) => {
  // Two admin screens, two saves and the site: near a minute on a busy machine.
  test.setTimeout(120_000)
  const headers = adminHeaders()
  const navigation = await (await request.get('/api/globals/navigation?depth=0', { headers })).json()
  await signIn(page)
  try {
    // The page: a title (the address is made of it), the type Service, one section.
    await page.goto('/admin/collections/pages/create')
    await page.locator('#field-title').fill(title)
    await choose(page, 'field-pageType', 'Serv', 'Service')
    await page.getByRole('button', { name: /^Add (Layout|Section)$/i }).click()
    await page.getByRole('button', { name: /^Page banner/ }).first().click()
    await fillFirstHeading(page, title)
    await page.screenshot({ path: test.info().outputPath('page-edit-sidebar.png') })
    // The admin autosaves a draft as the editor types: the first autosave makes the page and moves
    // the form to its address, re-rendering it, and a click on Publish during that move is lost.
    // Publish once the page exists, again until the publish is answered.
    await expect(page).toHaveURL(/\/admin\/collections\/pages\/\d+/, { timeout: 20_000 })
    await expect(async () => {
      const published = page.waitForResponse(
        (response) => response.request().method() === 'PATCH' && /^\/api\/pages\/\d+$/.test(new URL(response.url()).pathname) && !response.url().includes('autosave=true'),
        { timeout: 5_000 },
      )
      await saveButton(page).click()
      expect((await published).status()).toBe(200)
    }).toPass({ timeout: 40_000 })
    const status = async () => (await (await request.get(`/api/pages?where[slug][equals]=${slug}&depth=0`, { headers })).json()).docs[0]?._status
    await expect.poll(status, { timeout: 20_000 }).toBe('published')
    await expect(page).toHaveURL(/\/admin\/collections\/pages\/\d+/)
    await expect(page.locator('#field-slug')).toHaveValue(slug)

    // The services menu: a link in the group, picking the page.
    await page.goto('/admin/globals/navigation')
    const services = navigation.mainMenu.findIndex((item: { label: string }) => item.label === 'Services')
    const groupIndex = navigation.mainMenu[services].groups.findIndex((item: { label: string }) => item.label === group)
    const links = `field-mainMenu__${services}__groups__${groupIndex}__links`
    const count = navigation.mainMenu[services].groups[groupIndex].links.length
    await page.locator(`#${links}`).getByRole('button', { name: 'Add Link' }).last().click()
    await choose(page, `field-mainMenu__${services}__groups__${groupIndex}__links__${count}__document`, 'Outdoor', title)
    await page.screenshot({ path: test.info().outputPath('navigation-global.png') })
    // What the save answers, not its toast, which may come and go before it is looked for.
    const saved = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/globals/navigation')
    await saveButton(page).click()
    expect((await saved).status()).toBe(200)

    // The site: Service structured data, and the link under its group in the header's services menu.
    await page.goto(`/${slug}`)
    const structuredData = await page.locator('script[type="application/ld+json"]').allTextContents()
    expect(structuredData.map((text) => JSON.parse(text))).toContainEqual(
      expect.objectContaining({ '@type': 'Service', name: title, url: expect.stringMatching(new RegExp(`/${slug}$`)) }),
    )
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('button', { name: 'Services menu' }).click()
    await expect(groupLinks(page, group).filter({ hasText: title })).toBeVisible()
    await expect(groupLinks(page, group).filter({ hasText: title })).toHaveAttribute('href', `/${slug}`)

    // Renamed, the page keeps its menu link, which follows it to its new address.
    const created = (await (await request.get(`/api/pages?where[slug][equals]=${slug}&depth=0`, { headers })).json()).docs[0]
    expect((await request.patch(`/api/pages/${created.id}`, { headers, data: { slug: `${slug}-dubai`, _status: 'published' } })).status()).toBe(200)
    await expect(async () => {
      await page.goto('/')
      // The menu's groups are drawn once it is opened (its script loads on the first touch).
      await nav.getByRole('button', { name: 'Services menu' }).click()
      await expect(groupLinks(page, group).filter({ hasText: title })).toHaveAttribute('href', `/${slug}-dubai`, { timeout: 1_000 })
    }).toPass({ timeout: 15_000 })
  } finally {
    await request.post('/api/globals/navigation', { headers, data: navigation })
    const created = (await (await request.get(`/api/pages?where[slug][like]=${slug}&depth=0`, { headers })).json()).docs
    for (const doc of created) await request.delete(`/api/pages/${doc.id}`, { headers })
  }
})

test("a page at the blog's address is refused, with the reason", async ({ page, request }) => {
  await signIn(page)
  await page.goto('/admin/collections/pages/create')
  await page.locator('#field-title').fill('Our news')
  // The admin autosaves the new page as a draft, with an address made of its title: the editor
  // writes their own once it is there, or the autosave's answer would land in the middle of it.
  await expect(page.locator('#field-slug')).toHaveValue('our-news', { timeout: 20_000 })
  await unlockAddress(page, 'slug')
  await page.locator('#field-slug').fill('blog')
  await expect(page.locator('#field-slug')).toHaveValue('blog')
  await page.getByRole('button', { name: /^Add (Layout|Section)$/i }).click()
  await page.getByRole('button', { name: /^Page banner/ }).first().click()
  await fillFirstHeading(page, 'Our news')
  await saveUntilShown(page, 'The address /blog belongs to the site itself: choose another.')
  // What the admin autosaved as the editor typed stays a draft: /blog is still the blog.
  const headers = adminHeaders()
  const id = /\/admin\/collections\/pages\/(\d+)/.exec(page.url())?.[1]
  expect(id, 'the autosaved draft').toBeDefined()
  expect((await (await request.get(`/api/pages/${id}?depth=0`, { headers })).json())._status).toBe('draft')
  expect((await (await request.get('/api/pages?where[slug][equals]=blog&depth=0', { headers })).json()).docs).toHaveLength(1)
  await request.delete(`/api/pages/${id}`, { headers })
})
