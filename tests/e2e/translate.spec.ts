import { expect, test } from '@playwright/test'

import { adminHeaders } from './site'

// A colleague of their own: the admin keeps the language last opened per user, and the other specs read it in English.
const translator = { email: `e2e-translator-${Date.now()}@example.com`, password: 'a-long-e2e-password' }

test('translating a post into Arabic shows each field’s English above it, and Copy English fills the field', async ({ page, request, baseURL }) => {
  test.setTimeout(90_000)
  expect((await request.post('/api/users', { headers: adminHeaders(), data: { ...translator, roles: ['marketing'] } })).status()).toBe(201)
  const { token } = await (await request.post('/api/users/login', { data: translator })).json()
  const { docs: [template] } = await (await request.get('/api/posts?where[_status][equals]=published&sort=-publishedAt&limit=1&depth=0', { headers: adminHeaders() })).json()
  const title = 'Limestone, linen and late light: a Palm Jumeirah villa'
  const created = await request.post('/api/posts', {
    headers: adminHeaders(),
    data: {
      title,
      url: `limestone-linen-${Date.now()}`,
      image: template.image,
      description: template.description,
      authors: template.authors,
      categories: template.categories,
      _status: 'draft',
    },
  })
  expect(created.status()).toBe(201)
  const { doc: post } = await created.json()
  try {
    await page.context().addCookies([{ name: 'payload-token', value: token, url: baseURL! }])
    await page.goto(`/admin/collections/posts/${post.id}?locale=ar`)
    const field = page.locator('.field-type.text').filter({ has: page.locator('#field-title') })
    const english = field.locator('.english-beside')
    // The English is read by the field once the admin has hydrated, behind the document's own
    // reads: on a loaded machine that takes longer than an assertion's usual 10 s.
    await expect(english).toContainText(title, { timeout: 30_000 })
    await expect(english.locator('[lang="en"]')).toHaveText(title)
    await expect(page.locator('#field-title')).toHaveValue('')
    await page.screenshot({ path: test.info().outputPath('translate.png'), fullPage: false })
    await english.getByRole('button', { name: 'Copy English' }).click()
    await expect(page.locator('#field-title')).toHaveValue(title)
    await expect(english.getByRole('button', { name: 'Copy English' })).toBeDisabled()

    // In English, nothing stands above the fields.
    await page.goto(`/admin/collections/posts/${post.id}?locale=en`)
    await expect(page.locator('#field-title')).toHaveValue(title)
    await expect(page.locator('.english-beside')).toHaveCount(0)
  } finally {
    await request.delete(`/api/posts/${post.id}`, { headers: adminHeaders() })
  }
})
