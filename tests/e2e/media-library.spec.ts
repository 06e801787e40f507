import { expect, type Locator, type Page, test } from '@playwright/test'

import { signedInContext } from './editor'
import { adminHeaders } from './site'

/*
 * The media library and the picture pickers show thumbnails, the small derived files (issue 39 #1):
 * searched by alt text and file name, filtered by kind. In the `edits` project: it uploads a drawing
 * and leaves a post picked a picture (both deleted at the end).
 */

/** A derived size of a picture (Payload names them {name}-{width}x{height}), never the uploaded original. */
const derivedFile = /\/api\/media\/file\/[^/?]+-\d+x\d+\.webp/
/** The `thumbnail` size, 480 pixels wide: the collection's admin thumbnail. */
const thumbnailFile = /\/api\/media\/file\/[^/?]+-480x\d+\.webp/

const stamp = Date.now()
const drawing = { filename: `library-wordmark-${stamp}.svg`, alt: `A brass wordmark drawn for the library test ${stamp}` }
const wordmark = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120"><rect width="240" height="120" fill="#e9e2d6"/><text x="120" y="70" font-size="28" text-anchor="middle">Noor</text></svg>`
let drawingId: number | undefined
let postId: string | undefined

test.beforeAll(async ({ request }) => {
  const uploaded = await request.post('/api/media', {
    headers: adminHeaders(),
    multipart: {
      file: { name: drawing.filename, mimeType: 'image/svg+xml', buffer: Buffer.from(wordmark) },
      _payload: JSON.stringify({ alt: drawing.alt }),
    },
  })
  expect(uploaded.status()).toBe(201)
  drawingId = (await uploaded.json()).doc.id
})

test.afterAll(async ({ request }) => {
  const drawingDeleted = drawingId && (await request.delete(`/api/media/${drawingId}`, { headers: adminHeaders() })).status()
  const postDeleted = postId && (await request.delete(`/api/posts/${postId}`, { headers: adminHeaders() })).status()
  if (drawingId) expect(drawingDeleted).toBe(200)
  // The picker's post, unless it was discarded as Create New's untouched document when its page closed.
  if (postId) expect([200, 404]).toContain(postDeleted)
})

const grid = (page: Page) => page.getByRole('list', { name: 'Files' })
const cards = (page: Page) => grid(page).getByRole('listitem')
const card = (page: Page, text: string) => cards(page).filter({ hasText: text })

/** A picture's thumbnail in the grid (the drawings uploaded for these tests show as themselves). */
const pictures = (files: Locator) => files.locator('img:not([src$=".svg"])')

async function expectThumbnails(files: Locator) {
  await expect(pictures(files).first()).toHaveAttribute('src', thumbnailFile)
  const sources = await files.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''))
  expect(sources.length).toBeGreaterThan(5)
  for (const source of sources.filter((source) => !source.endsWith('.svg'))) expect(source).toMatch(derivedFile)
}

async function search(page: Page, words: string) {
  await page.getByPlaceholder('Search by Alt text Or File Name').fill(words)
}

test.describe('the media library', () => {
  test.use({ viewport: { width: 1440, height: 1000 } })

  test('shows its pictures as a grid of thumbnails, with their alt text and file name, and as a table on asking', async ({ browser, baseURL }) => {
    const context = await signedInContext(browser, baseURL!)
    const page = await context.newPage()
    await page.goto('/admin/collections/media')
    await expectThumbnails(grid(page))
    await expect(cards(page)).toHaveCount(40)
    const first = pictures(grid(page)).first()
    await expect(first).toHaveJSProperty('complete', true)
    expect(await first.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(480)

    // The table, Payload's own, with each file's thumbnail beside its name; and back.
    await page.getByRole('button', { name: 'List', exact: true }).click()
    await expect(grid(page)).toHaveCount(0)
    await expect(page.locator('table .file__thumbnail img:not([src*=".svg"])').first()).toHaveAttribute('src', thumbnailFile)
    await page.getByRole('button', { name: 'Grid', exact: true }).click()
    await expect(cards(page)).toHaveCount(40)
    await context.close()
  })

  test('finds a picture by its file name and by its alt text', async ({ browser, baseURL }) => {
    const context = await signedInContext(browser, baseURL!)
    const page = await context.newPage()
    await page.goto('/admin/collections/media')
    await search(page, 'post-marble-at-home')
    await expect(cards(page)).toHaveCount(1)
    await expect(cards(page).first()).toContainText('A honed white marble vanity')
    await expect(cards(page).first().locator('img')).toHaveAttribute('src', thumbnailFile)

    await search(page, 'restaurant dining room in DIFC at dusk')
    await expect(cards(page)).toHaveCount(1)
    await expect(cards(page).first()).toContainText('post-restaurant-lighting-from-lunch-to-late')

    // A picture opens from its thumbnail.
    await cards(page).first().getByRole('link').click()
    await expect(page).toHaveURL(/\/admin\/collections\/media\/\d+$/)
    await expect(page.locator('#field-alt')).toHaveValue(/restaurant dining room in DIFC at dusk/)
    await context.close()
  })

  test('filters by kind: pictures, or drawings (SVG), which show as themselves', async ({ browser, baseURL }) => {
    const context = await signedInContext(browser, baseURL!)
    const page = await context.newPage()
    await page.goto('/admin/collections/media')
    const kinds = page.getByRole('group', { name: 'Kind' })
    await expect(kinds.getByRole('button', { name: 'All kinds' })).toHaveAttribute('aria-pressed', 'true')

    await kinds.getByRole('button', { name: 'Drawings (SVG)' }).click()
    await expect(card(page, drawing.filename)).toBeVisible()
    await expect(cards(page).filter({ hasText: '.webp' })).toHaveCount(0)
    await expect(card(page, drawing.filename).locator('img')).toHaveAttribute('src', new RegExp(`/api/media/file/${drawing.filename}$`))
    await expect(kinds.getByRole('button', { name: 'Drawings (SVG)' })).toHaveAttribute('aria-pressed', 'true')

    await kinds.getByRole('button', { name: 'Pictures' }).click()
    await expect(cards(page)).toHaveCount(40)
    await expect(card(page, drawing.filename)).toHaveCount(0)
    await expectThumbnails(grid(page))

    // The kind is one of the list's filters: a search narrows it further, and All kinds lifts it.
    await search(page, drawing.filename)
    await expect(cards(page)).toHaveCount(0)
    await kinds.getByRole('button', { name: 'All kinds' }).click()
    await expect(cards(page)).toHaveCount(1)
    await expect(cards(page).first()).toContainText(drawing.alt)
    await context.close()
  })

  test("a post's picture picker shows thumbnails, and a thumbnail picks its picture", async ({ browser, baseURL }) => {
    const context = await signedInContext(browser, baseURL!)
    const page = await context.newPage()
    await page.goto('/admin/collections/posts/create')
    await page.waitForURL(/\/admin\/collections\/posts\/\d+/)
    postId = page.url().match(/posts\/(\d+)/)![1]!
    await page.locator('#field-image').getByRole('button', { name: 'Choose from existing' }).click()
    await expectThumbnails(grid(page))
    await search(page, 'post-marble-at-home')
    await expect(cards(page)).toHaveCount(1)
    await cards(page).first().getByRole('button').click()
    await expect(grid(page)).toHaveCount(0)
    await expect(page.locator('#field-image')).toContainText('post-marble-at-home-choosing-and-caring.webp')
    await context.close()
  })
})

test("the videos' list shows each video's poster as a thumbnail", async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL!)
  const page = await context.newPage()
  await page.goto('/admin/collections/videos')
  const posters = page.locator('table .file__thumbnail img')
  await expect(posters).toHaveCount(2)
  for (const poster of await posters.all()) await expect(poster).toHaveAttribute('src', thumbnailFile)
  await context.close()
})

test('at a phone width the library is a grid of two columns, within the screen', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL!)
  const page = await context.newPage()
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/admin/collections/media')
  await expectThumbnails(grid(page))
  const [first, second, third] = await Promise.all([0, 1, 2].map(async (index) => (await cards(page).nth(index).boundingBox())!))
  expect(second!.y).toBe(first!.y)
  expect(third!.y).toBeGreaterThan(first!.y)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await context.close()
})

test('a role that does not edit the site finds no media library', async ({ page, request }) => {
  const email = `e2e-hr-media-${stamp}@example.com`
  const password = 'a-long-e2e-password'
  const created = await request.post('/api/users', { headers: adminHeaders(), data: { email, password, roles: ['hr'] } })
  expect(created.status()).toBe(201)
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.locator('nav').getByRole('link', { name: 'Media', exact: true })).toHaveCount(0)
  await page.goto('/admin/collections/media')
  await expect(page.getByRole('heading', { name: 'Nothing found' })).toBeVisible()
  await expect(page.locator('img[src*="/api/media/file/"]')).toHaveCount(0)
  expect((await request.delete(`/api/users/${(await created.json()).doc.id}`, { headers: adminHeaders() })).status()).toBe(200)
})
