import { expect, type APIRequestContext, type Page, test } from '@playwright/test'

import { adminHeaders } from './site'

test.use({ viewport: { width: 1440, height: 1000 } })

/** The admin signed in as global-setup.ts's admin: its session is the token's cookie. */
async function signIn(page: Page) {
  await page.context().addCookies([{ name: 'payload-token', value: process.env.E2E_ADMIN_TOKEN!, url: test.info().project.use.baseURL! }])
}

const postExists = async (request: APIRequestContext, id: string) =>
  (await request.get(`/api/posts/${id}?draft=true&depth=0`, { headers: adminHeaders() })).status() === 200

const postCount = async (request: APIRequestContext) =>
  (await (await request.get('/api/posts?draft=true&depth=0&limit=1', { headers: adminHeaders() })).json()).totalDocs as number

/** Opens Create New on the posts, which Payload answers with a document of its own making. */
async function createNew(page: Page) {
  await page.goto('/admin/collections/posts/create')
  await page.waitForURL(/\/admin\/collections\/posts\/\d+/)
  await expect(page.locator('#field-title')).toBeVisible()
  return page.url().match(/posts\/(\d+)/)![1]!
}

test('Create New left without typing leaves no document; one typed in stays', async ({ page, request }) => {
  await signIn(page)
  const before = await postCount(request)
  const left = await createNew(page)
  expect(await postExists(request, left)).toBe(true)
  // Back to the list by the admin's breadcrumbs.
  await page.getByRole('banner').getByRole('link', { name: 'Blog posts' }).click()
  await page.waitForURL(/\/admin\/collections\/posts(\?|$)/)
  await expect.poll(() => postExists(request, left)).toBe(false)
  // Nor any other: the browser's first request of the admin is not answered twice (next.config.ts).
  expect(await postCount(request)).toBe(before)

  const typedIn = await createNew(page)
  const autosaved = page.waitForResponse((response) => response.request().method() === 'PATCH' && /autosave=true/.test(response.url()), { timeout: 15_000 })
  await page.locator('#field-title').fill('Brass, oak and light: a Jumeirah kitchen')
  expect((await autosaved).ok()).toBe(true)
  const discardAnswered = page.waitForResponse(/\/discard-untouched\?created=/)
  await page.getByRole('banner').getByRole('link', { name: 'Blog posts' }).click()
  expect(await (await discardAnswered).json()).toEqual({ discarded: false })
  expect(await postExists(request, typedIn)).toBe(true)
  expect((await request.delete(`/api/posts/${typedIn}`, { headers: adminHeaders() })).status()).toBe(200)
})
