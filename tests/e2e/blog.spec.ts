import { expect, test, type Page } from '@playwright/test'

import { demoAuthors } from '@/content/blogAuthors'
import { postAuthorKeys } from '@/content/blogCategories'
import { demoCompany } from '@/content/company'
import { postCopy } from '@/content/posts'
import { cardDate, fullDate } from '@/lib/dates'
import { pageCount } from '@/lib/pagination'
import { blogPageSize, pathOfBlogPage, pathOfPost } from '@/lib/routes'
import { seriousViolations } from './axe'

const newest = [...postCopy].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
const lastPage = pageCount(newest.length, blogPageSize)
const middlePage = Math.ceil(lastPage / 2)

/** The pagination's controls as a visitor reads them, e.g. 'Previous 1 2 … 7 Next'. */
async function controls(page: Page) {
  const items = await page.getByRole('navigation', { name: 'Pagination' }).getByRole('listitem').allInnerTexts()
  return items.map((text) => text.trim()).join(' ')
}

const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pagination' })

test.describe('the blog list (SPEC §2.4)', () => {
  test('the first page: ten cards, newest first, Previous disabled, collapsed page numbers', async ({ page }) => {
    await page.goto('/blog')
    const cards = page.getByRole('main').getByRole('article')
    await expect(cards).toHaveCount(blogPageSize)
    const first = cards.first()
    await expect(first.getByRole('link', { name: newest[0]!.title })).toHaveAttribute('href', pathOfPost(newest[0]!.url))
    await expect(first.locator('time')).toHaveText(cardDate(`${newest[0]!.publishedAt}T06:00:00Z`, 'en'))
    await expect(first).toContainText(`By ${demoCompany.name}`)
    await expect(first.getByRole('img', { name: newest[0]!.imageAlt })).toBeVisible()
    expect(await controls(page)).toBe(`Previous 1 2 … ${lastPage} Next`)
    await expect(pagination(page).getByText('Previous')).toHaveAttribute('aria-disabled', 'true')
    await expect(pagination(page).getByRole('link', { name: '1', exact: true })).toHaveAttribute('aria-current', 'page')
    expect(await seriousViolations(page)).toEqual([])
  })

  test('a middle page shows its neighbours between ellipses, and Next and Previous move one page', async ({ page }) => {
    await page.goto(pathOfBlogPage(middlePage))
    expect(await controls(page)).toBe(`Previous 1 … ${middlePage - 1} ${middlePage} ${middlePage + 1} … ${lastPage} Next`)
    await expect(page.getByRole('main').getByRole('article').first()).toContainText(newest[(middlePage - 1) * blogPageSize]!.title)
    await expect(page).toHaveTitle(new RegExp(`Page ${middlePage} \\|`))
    await pagination(page).getByRole('link', { name: 'Next' }).click()
    await expect(page).toHaveURL(new RegExp(`${pathOfBlogPage(middlePage + 1)}$`))
    await pagination(page).getByRole('link', { name: 'Previous' }).click()
    await expect(page).toHaveURL(new RegExp(`${pathOfBlogPage(middlePage)}$`))
  })

  test('the last page holds the oldest posts with Next disabled; past it is 404', async ({ page }) => {
    await page.goto(pathOfBlogPage(lastPage))
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(newest.length - (lastPage - 1) * blogPageSize)
    await expect(page.getByRole('link', { name: newest.at(-1)!.title })).toBeVisible()
    await expect(pagination(page).getByText('Next')).toHaveAttribute('aria-disabled', 'true')
    expect((await page.goto(pathOfBlogPage(lastPage + 1)))?.status()).toBe(404)
  })
})

test('page 1 of the list redirects to the list in its own language', async ({ request }) => {
  for (const [path, list] of [
    ['/blog/page/1', '/blog'],
    ['/ar/blog/page/1', '/ar/blog'],
  ] as const) {
    const answer = await request.get(path, { maxRedirects: 0 })
    expect(answer.status(), path).toBe(308)
    expect(answer.headers().location, path).toBe(list)
  }
})

test.describe('a blog post (SPEC §2.4)', () => {
  const post = newest[1]!

  test('shows its picture, date, byline, text and the Related Blogs column', async ({ page, baseURL }) => {
    await page.goto(pathOfPost(post.url))
    await expect(page).toHaveTitle(`${post.metaTitle} | ${demoCompany.name}`)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', post.metaDescription)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${pathOfPost(post.url)}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
    const article = page.getByRole('main').getByRole('article')
    await expect(article.getByRole('img', { name: post.imageAlt })).toBeVisible()
    await expect(article.locator('time')).toHaveText(fullDate(`${post.publishedAt}T06:00:00Z`, 'en'))
    // The byline names the post's authors (docs/deviations.md), who close the article.
    const authors = postAuthorKeys(post.url).map((key) => demoAuthors.find((author) => author.key === key)!.name)
    await expect(article).toContainText(`By ${new Intl.ListFormat('en', { type: 'conjunction' }).format(authors)}`)
    const aboutAuthors = authors.length === 1 ? 'About the author' : 'About the authors'
    await expect(article.getByRole('heading', { level: 2 })).toHaveText([...post.sections.map((section) => section.heading), aboutAuthors])
    const bullet = post.sections.find((section) => section.bullets)!.bullets![0]!
    await expect(article.getByRole('listitem').filter({ hasText: bullet })).toBeVisible()

    const related = page.getByRole('complementary', { name: 'Related Blogs' })
    await expect(related.getByRole('link')).toHaveCount(5)
    await expect(related.getByRole('link', { name: post.title })).toHaveCount(0)
    await expect(related.getByRole('listitem').first().locator('time')).toHaveText(fullDate(`${newest[0]!.publishedAt}T06:00:00Z`, 'en'))

    const structured = await page.locator('script[type="application/ld+json"]').allTextContents()
    const types = structured.map((text) => JSON.parse(text)['@type'])
    expect(types).toEqual(expect.arrayContaining(['BlogPosting', 'BreadcrumbList']))
    expect(await seriousViolations(page)).toEqual([])

    await related.getByRole('link', { name: newest[0]!.title }).click()
    await expect(page).toHaveURL(new RegExp(`${pathOfPost(newest[0]!.url)}$`))
  })

  test('an unknown post answers 404', async ({ page }) => {
    expect((await page.goto(pathOfPost('no-such-post')))?.status()).toBe(404)
  })
})

test("the not-found page's search box finds a post by a word of its text, not of its title", async ({ page }) => {
  const post = postCopy.find((candidate) => candidate.url === 'curtains-blinds-and-shading-for-gulf-sun')!
  const word = 'pelmet'
  expect(JSON.stringify(post.sections)).toContain(word)
  await page.goto('/no-such-page')
  await page.getByRole('searchbox', { name: 'Search the site' }).fill(word)
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}$`))
  const results = page.getByRole('main').getByRole('listitem')
  await expect(results).toHaveCount(1)
  await expect(results).toContainText(word)
  await results.getByRole('link', { name: post.title }).click()
  await expect(page).toHaveURL(new RegExp(`${pathOfPost(post.url)}$`))
})

test('the feed lists the newest posts, and robots.txt keeps crawlers out of the admin and the API', async ({ request, baseURL }) => {
  const feed = await request.get('/rss.xml')
  expect(feed.headers()['content-type']).toContain('application/rss+xml')
  const xml = await feed.text()
  expect(xml.match(/<item>/g)).toHaveLength(20)
  expect(xml).toContain(`<link>${baseURL}${pathOfPost(newest[0]!.url)}</link>`)
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toMatch(/^Disallow: \/admin$/m)
  expect(robots).toMatch(/^Disallow: \/api\/$/m)
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
})
