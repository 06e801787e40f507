import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

import { type APIRequestContext, expect, test } from '@playwright/test'

import { postCopy } from '@/content/posts'
import { demoVacancies } from '@/content/vacancies'
import { pathOfPage, pathOfPost } from '@/lib/routes'
import { menusWithoutPage } from '../fixtures/menus'
import { adminHeaders } from './site'

// Documents no other test reads after the 'site' project: not the newest post, which
// revalidation.spec.ts copies.
const vacancy = 'Draftsman'
const post = [...postCopy].sort((a, b) => a.publishedAt.localeCompare(b.publishedAt))[0]!
const pageSlug = 'bed-headboards'

const deleted = [
  { collection: 'vacancies', where: `where[title][equals]=${vacancy}` },
  { collection: 'posts', where: `where[url][equals]=${post.url}` },
  { collection: 'pages', where: `where[slug][equals]=${pageSlug}` },
]

/** The database step of `npm start`, on this site's database (DATA_DIR of scripts/test-e2e.sh). */
const prepareDatabase = () => promisify(execFile)('node_modules/.bin/tsx', ['scripts/prepare-db.ts'], { env: process.env })

/** The menus without their links to the page `id`, as an editor leaves them in Navigation before deleting it. */
async function unlinkPage(request: APIRequestContext, id: number) {
  const headers = adminHeaders()
  const navigation = await (await request.get('/api/globals/navigation?depth=0', { headers })).json()
  expect((await request.post('/api/globals/navigation', { headers, data: menusWithoutPage(navigation, id) })).status()).toBe(200)
}

test('a vacancy, a post and a page deleted in the CMS stay deleted after the next start', async ({ page, request }) => {
  test.setTimeout(180_000)
  const headers = adminHeaders()
  for (const { collection, where } of deleted) {
    const found = await (await request.get(`/api/${collection}?${where}&depth=0`, { headers })).json()
    expect(found.docs, `${collection} ${where}`).toHaveLength(1)
    const id = found.docs[0].id
    if (collection === 'pages') {
      // The services menu links to the page: it is kept until that link is removed.
      const refused = await request.delete(`/api/${collection}/${id}`, { headers })
      expect(refused.status()).toBe(409)
      expect((await refused.json()).errors[0].message).toContain('The menus link to this page: Main menu › Services › Joinery')
      await unlinkPage(request, id)
    }
    expect((await request.delete(`/api/${collection}/${id}`, { headers })).status()).toBe(200)
  }

  await prepareDatabase()

  for (const { collection, where } of deleted) {
    const found = await (await request.get(`/api/${collection}?${where}&depth=0`, { headers })).json()
    expect(found.totalDocs, `${collection} ${where} in the CMS`).toBe(0)
  }
  expect((await page.goto(pathOfPost(post.url)))?.status()).toBe(404)
  expect((await page.goto(pathOfPage(pageSlug)))?.status()).toBe(404)
  await page.goto(pathOfPage('career'))
  const vacancies = page.locator('section', { has: page.getByRole('heading', { name: 'OPEN VACANCIES' }) }).locator('article')
  await expect(vacancies).toHaveCount(demoVacancies.length - 1)
  await expect(vacancies.getByRole('heading', { name: vacancy, exact: true })).toHaveCount(0)
})
