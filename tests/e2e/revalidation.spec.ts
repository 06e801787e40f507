import { expect, test } from '@playwright/test'

import { admin, titleOf } from './site'
import { pageCopy } from '@/content/page-copy'

test('a meta title edited in the CMS changes the served <title> without a rebuild', async ({ page, request }) => {
  const login = await request.post('/api/users/login', { data: admin })
  expect(login.status()).toBe(200)
  const headers = { Authorization: `JWT ${(await login.json()).token}` }
  const found = await request.get('/api/pages?where[slug][equals]=privacy-policy&depth=0', { headers })
  const privacy = (await found.json()).docs[0]

  await page.goto('/privacy-policy')
  await expect(page).toHaveTitle(titleOf(pageCopy['privacy-policy']!.metaTitle))

  const edited = 'How we look after your data'
  const saved = await request.patch(`/api/pages/${privacy.id}`, {
    headers,
    data: { meta: { ...privacy.meta, title: edited } },
  })
  expect(saved.status()).toBe(200)
  try {
    await expect(async () => {
      await page.reload()
      await expect(page).toHaveTitle(titleOf(edited), { timeout: 1_000 })
    }).toPass({ timeout: 15_000 })
  } finally {
    await request.patch(`/api/pages/${privacy.id}`, { headers, data: { meta: privacy.meta } })
  }
})
