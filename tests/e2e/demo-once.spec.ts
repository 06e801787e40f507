import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

import { expect, test } from '@playwright/test'

import { postCopy } from '@/content/posts'
import { demoVacancies } from '@/content/vacancies'
import { pathOfPage, pathOfPost } from '@/lib/routes'
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

test('a vacancy, a post and a page deleted in the CMS stay deleted after the next start', async ({ page, request }) => {
  test.setTimeout(180_000)
  const headers = adminHeaders()
  for (const { collection, where } of deleted) {
    const found = await (await request.get(`/api/${collection}?${where}&depth=0`, { headers })).json()
    expect(found.docs, `${collection} ${where}`).toHaveLength(1)
    expect((await request.delete(`/api/${collection}/${found.docs[0].id}`, { headers })).status()).toBe(200)
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
