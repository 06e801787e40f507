import { expect, type Page, test } from '@playwright/test'

import { postCopy } from '@/content/posts'
import { pathOfPage, pathOfPost, pathOfSearch } from '@/lib/routes'
import { seriousViolations } from './axe'

const kitchenPage = pathOfPage('kitchen-renovation-companies-in-dubai')
const kitchenTitledPosts = postCopy.filter((post) => /\bkitchen/i.test(post.title)).map((post) => pathOfPost(post.url))

const resultList = (page: Page) => page.getByRole('list', { name: 'Search results' })
const resultPaths = (page: Page) =>
  resultList(page)
    .getByRole('heading')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
const count = (page: Page) => page.getByRole('main').getByRole('status')

test('"kitchen" lists the kitchen renovation page first, and every post with kitchen in its title before posts that only mention it', async ({
  page,
}) => {
  expect(kitchenTitledPosts.length).toBeGreaterThanOrEqual(3)
  await page.goto(pathOfSearch('kitchen'))
  await expect(count(page)).toContainText(/^\d+ results for “kitchen” 1–30 of \d+, page 1 of \d+$/)
  const paths = await resultPaths(page)
  expect(paths[0]).toBe(kitchenPage)
  const firstUntitledPost = paths.findIndex((path) => path.startsWith('/blog/') && !kitchenTitledPosts.includes(path))
  expect(firstUntitledPost).toBeGreaterThan(0)
  for (const path of kitchenTitledPosts) {
    expect(paths.indexOf(path), path).toBeGreaterThan(0)
    expect(paths.indexOf(path), path).toBeLessThan(firstUntitledPost)
  }

  const first = resultList(page).getByRole('listitem').first()
  const title = await first.getByRole('link').textContent()
  const excerpt = first.locator('p').last()
  await expect(excerpt).not.toContainText(title!)
  await expect(excerpt.locator('mark').first()).toHaveText(/^kitchens?$/i)
  expect(await seriousViolations(page)).toEqual([])
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a search of more than 30 results reaches its second page by its Next link, and comes back by Previous', async ({ page }) => {
    const response = await page.goto(pathOfSearch('kitchen'))
    expect(response?.status()).toBe(200)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    const total = Number((await count(page).textContent())?.match(/^(\d+) results/)?.[1])
    expect(total).toBeGreaterThan(30)
    await expect(resultList(page).getByRole('listitem')).toHaveCount(30)
    const firstPage = await resultPaths(page)

    const pagination = page.getByRole('navigation', { name: 'Pagination' })
    await expect(pagination.getByText('Previous')).toHaveAttribute('aria-disabled', 'true')
    const next = pagination.getByRole('link', { name: 'Next' })
    await expect(next).toHaveAttribute('rel', 'next')
    await next.click()
    await expect(page).toHaveURL(/\/search\?q=kitchen&page=2$/)
    await expect(count(page)).toContainText(`${total} results for “kitchen” 31–${Math.min(total, 60)} of ${total}, page 2 of`)
    await expect(resultList(page).getByRole('listitem')).toHaveCount(Math.min(total, 60) - 30)
    expect((await resultPaths(page)).filter((path) => firstPage.includes(path))).toEqual([])
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)

    const previous = pagination.getByRole('link', { name: 'Previous' })
    await expect(previous).toHaveAttribute('rel', 'prev')
    await previous.click()
    await expect(page).toHaveURL(/\/search\?q=kitchen$/)
    expect(await resultPaths(page)).toEqual(firstPage)
  })

  test('a page past the last says where the results end and links there', async ({ page }) => {
    const response = await page.goto(pathOfSearch('kitchen', 40))
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('main')).toContainText(/There is no page 40: the results end on page \d+\./)
    await expect(resultList(page)).toHaveCount(0)
    await page.getByRole('link', { name: /^See page \d+$/ }).click()
    await expect(page).toHaveURL(/\/search\?q=kitchen&page=\d+$/)
    await expect(resultList(page).getByRole('listitem').first()).toBeVisible()
  })
})
