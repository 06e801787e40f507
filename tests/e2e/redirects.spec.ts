import { expect, test } from '@playwright/test'

import { type Doc, signedInContext, unlockAddress } from './editor'
import { adminHeaders } from './site'

/**
 * Issue 40 in the admin and on the site: a published post moved to a new address keeps its old one
 * answering 301 to the new (listed on the post), and a missing address of the not-found report is
 * sent to a page in two clicks.
 */

test('an editor renames a published post’s address: the old one answers 301 to the new, listed on the post', async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000)
  const headers = adminHeaders()
  const url = `stone-for-villas-${Date.now()}`
  const newest = await (await request.get('/api/posts?where[_status][equals]=published&sort=-publishedAt&limit=1&depth=0', { headers })).json()
  const template = newest.docs[0] as Doc
  const created = await request.post('/api/posts', {
    headers,
    data: { title: 'Stone for villas', url, publishedAt: new Date().toISOString(), image: template.image, description: template.description, authors: template.authors, categories: template.categories, _status: 'published' },
  })
  expect(created.status()).toBe(201)
  const post = (await created.json()).doc as Doc
  const context = await signedInContext(browser, baseURL!)
  try {
    expect((await request.get(`/blog/${url}`)).status()).toBe(200)
    const editor = await context.newPage()
    await editor.goto(`/admin/collections/posts/${post.id}`)
    await unlockAddress(editor, 'url')
    const autosaved = editor.waitForResponse((response) => response.request().method() === 'PATCH' && response.url().includes('autosave=true'))
    await editor.locator('#field-url').fill(`${url}-2027`)
    expect((await autosaved).status()).toBe(200)
    const published = editor.waitForResponse(
      (response) => response.request().method() === 'PATCH' && new URL(response.url()).pathname === `/api/posts/${post.id}` && !response.url().includes('autosave=true'),
    )
    await editor.getByRole('button', { name: 'Publish changes' }).click()
    expect((await published).status()).toBe(200)

    await expect(async () => {
      const old = await request.get(`/blog/${url}`, { maxRedirects: 0 })
      expect([old.status(), old.headers().location]).toEqual([301, `/blog/${url}-2027`])
      expect(old.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60')
    }).toPass({ timeout: 15_000 })
    expect((await request.get(`/blog/${url}-2027`)).status()).toBe(200)

    // The post lists its old address, which the editor may remove.
    await editor.reload()
    const oldAddresses = editor.getByRole('region', { name: 'Old addresses' })
    await expect(oldAddresses.getByRole('link', { name: `/blog/${url}`, exact: true })).toBeVisible({ timeout: 20_000 })
    await oldAddresses.getByRole('button', { name: `Remove the redirect from /blog/${url}` }).click()
    await expect(oldAddresses.getByRole('link', { name: `/blog/${url}`, exact: true })).toHaveCount(0)
    await expect.poll(async () => (await request.get(`/blog/${url}`, { maxRedirects: 0 })).status(), { timeout: 5_000 }).toBe(404)
  } finally {
    await request.delete(`/api/redirects?where[from][equals]=/blog/${url}`, { headers })
    await request.delete(`/api/posts/${post.id}`, { headers })
    await context.close()
  }
})

test('an editor sends a missing address from the not-found report to a page', async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000)
  const headers = adminHeaders()
  const missing = `/kitchen-brochure-${Date.now()}`
  const context = await signedInContext(browser, baseURL!)
  try {
    // Visitors ask for an address the site does not have, linked from another site.
    for (let visit = 0; visit < 3; visit++) expect((await request.get(`${missing}?utm_source=mail`, { headers: { referer: 'https://news.example/article?id=4' } })).status()).toBe(404)
    // The counts are written in batches (VIEWS_FLUSH_MS in playwright.config.ts).
    await expect
      .poll(async () => (await (await request.get(`/api/not-found?where[path][equals]=${encodeURIComponent(missing)}&depth=0`, { headers })).json()).docs[0]?.referrer, { timeout: 10_000 })
      .toBe('https://news.example')

    const editor = await context.newPage()
    await editor.goto(`/admin/collections/not-found?search=${encodeURIComponent(missing)}`)
    const row = editor.getByRole('row').filter({ hasText: missing })
    await expect(row).toBeVisible({ timeout: 20_000 })
    await row.getByRole('link', { name: 'Redirect this' }).click()
    await expect(editor).toHaveURL(/\/admin\/collections\/redirects\/create/)
    await expect(editor.locator('#field-from')).toHaveValue(missing, { timeout: 20_000 })
    await editor.locator('#field-to').fill('/office-fit-out')
    const saved = editor.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/redirects')
    await editor.getByRole('button', { name: 'Save' }).click()
    expect((await saved).status()).toBe(201)

    await expect(async () => {
      const answer = await request.get(missing, { maxRedirects: 0 })
      expect([answer.status(), answer.headers().location]).toEqual([301, '/office-fit-out'])
    }).toPass({ timeout: 5_000 })
    // The address has left the report.
    const report = await (await request.get(`/api/not-found?where[path][equals]=${encodeURIComponent(missing)}&depth=0`, { headers })).json()
    expect(report.docs).toEqual([])
  } finally {
    await request.delete(`/api/redirects?where[from][equals]=${encodeURIComponent(missing)}`, { headers })
    await context.close()
  }
})
