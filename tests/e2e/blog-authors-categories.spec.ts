import { expect, test, type Page } from '@playwright/test'

import { authorsAr } from '@/content/ar/blogAuthors'
import { categoriesAr } from '@/content/ar/blogCategories'
import { postCopyAr, translatedPostUrls } from '@/content/ar/posts'
import { demoAuthors } from '@/content/blogAuthors'
import { demoCategories, postAuthorKeys, postCategories } from '@/content/blogCategories'
import { demoCompany } from '@/content/company'
import { postCopy } from '@/content/posts'
import { pageCount } from '@/lib/pagination'
import { blogPageSize, pathOfCategory, pathOfPost } from '@/lib/routes'
import { seriousViolations } from './axe'

const newest = [...postCopy].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
const authorOf = (key: string) => demoAuthors.find((author) => author.key === key)!
const postsIn = (slug: string) => newest.filter((post) => postCategories[post.url]?.includes(slug as never))

/** The JSON-LD record of a type on the page. */
async function structuredData(page: Page, type: string) {
  const records = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text))
  return records.find((record) => record['@type'] === type)
}

test.describe('a post by two of the studio', () => {
  const post = newest.find((candidate) => postAuthorKeys(candidate.url).length === 2)!
  const authors = postAuthorKeys(post.url).map(authorOf)

  test('names its authors in its byline, shows each with their photo, role and bio, and as a Person in its structured data', async ({ page }) => {
    await page.goto(pathOfPost(post.url))
    const article = page.getByRole('main').getByRole('article')
    await expect(article.getByText(`By ${authors[0]!.name} and ${authors[1]!.name}`)).toBeVisible()
    const about = article.getByRole('region', { name: 'About the authors' })
    await expect(about.getByRole('listitem')).toHaveCount(2)
    for (const [index, author] of authors.entries()) {
      const item = about.getByRole('listitem').nth(index)
      await expect(item).toContainText(author.name)
      await expect(item).toContainText(author.role)
      await expect(item).toContainText(author.bio)
      const photo = item.getByRole('img', { name: author.photoAlt })
      await photo.scrollIntoViewIfNeeded()
      await expect(photo).toBeVisible()
      // A lazy picture is visible before its bytes arrive: wait for it to decode, as a reader does.
      await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), author.name).toBeGreaterThan(0)
    }
    const posting = await structuredData(page, 'BlogPosting')
    expect(posting.author).toEqual(
      authors.map((author) =>
        expect.objectContaining({ '@type': 'Person', name: author.name, jobTitle: author.role, image: expect.stringContaining(`author-${author.key}`) }),
      ),
    )
    expect(posting.articleSection).toEqual(postCategories[post.url]!.map((slug) => demoCategories.find((category) => category.slug === slug)!.name))
    expect(await seriousViolations(page)).toEqual([])
  })

  test("links its categories' pages", async ({ page }) => {
    await page.goto(pathOfPost(post.url))
    const categories = page.getByRole('main').getByRole('list', { name: 'Categories' })
    const first = demoCategories.find((category) => category.slug === postCategories[post.url]![0])!
    await categories.getByRole('link', { name: first.name }).click()
    await expect(page).toHaveURL(new RegExp(`${pathOfCategory(first.slug)}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name)
  })
})

test('the blog cards show each post\'s excerpt', async ({ page }) => {
  await page.goto('/blog')
  const first = page.getByRole('main').getByRole('article').first()
  await expect(first).toContainText(newest[0]!.metaDescription)
  await expect(first).toContainText(`By ${demoCompany.name}`)
})

test.describe('a category of the blog', () => {
  const category = demoCategories.find((candidate) => candidate.slug === 'homes-and-villas')!
  const posts = postsIn(category.slug)
  const lastPage = pageCount(posts.length, blogPageSize)

  test('opens from /blog: its heading, description, title, its own posts ten a page, and the pagination', async ({ page, baseURL }) => {
    expect(lastPage).toBeGreaterThan(1)
    await page.goto('/blog')
    const categories = page.getByRole('navigation', { name: 'Categories' })
    await expect(categories.getByRole('link')).toHaveText(['All articles', ...demoCategories.map((candidate) => candidate.name)])
    await expect(categories.getByRole('link', { name: 'All articles' })).toHaveAttribute('aria-current', 'page')
    await categories.getByRole('link', { name: category.name }).click()

    await expect(page).toHaveURL(new RegExp(`${pathOfCategory(category.slug)}$`))
    await expect(page).toHaveTitle(`${category.name} – Blog | ${demoCompany.name}`)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', category.description)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${pathOfCategory(category.slug)}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name)
    await expect(page.getByRole('main')).toContainText(category.description)
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(breadcrumb.getByRole('link', { name: 'Blogs' })).toHaveAttribute('href', '/blog')
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(category.name)
    await expect(page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: category.name })).toHaveAttribute('aria-current', 'page')

    const cards = page.getByRole('main').getByRole('article')
    await expect(cards).toHaveCount(blogPageSize)
    await expect(cards.getByRole('heading')).toHaveText(posts.slice(0, blogPageSize).map((post) => post.title))
    const pagination = page.getByRole('navigation', { name: 'Pagination' })
    await expect(pagination.getByText('Previous')).toHaveAttribute('aria-disabled', 'true')
    await expect(pagination.getByRole('link', { name: '1', exact: true })).toHaveAttribute('aria-current', 'page')
    expect(await seriousViolations(page)).toEqual([])

    await pagination.getByRole('link', { name: 'Next' }).click()
    await expect(page).toHaveURL(new RegExp(`${pathOfCategory(category.slug, 2)}$`))
    await expect(page).toHaveTitle(`${category.name} – Blog – Page 2 | ${demoCompany.name}`)
    await expect(cards.first().getByRole('heading')).toHaveText(posts[blogPageSize]!.title)
    await expect(page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page')
  })

  test('answers 404 for an unknown category, a page past its last, and redirects its page 1 to its address', async ({ page, request }) => {
    expect((await page.goto(pathOfCategory('no-such-category')))?.status()).toBe(404)
    expect((await page.goto(pathOfCategory(category.slug, lastPage + 1)))?.status()).toBe(404)
    const first = await request.get(`${pathOfCategory(category.slug)}/page/1`, { maxRedirects: 0 })
    expect(first.status()).toBe(308)
    expect(first.headers().location).toBe(pathOfCategory(category.slug))
  })

  test('is in the sitemap, with each of its pages', async ({ request, baseURL }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    for (let page = 1; page <= lastPage; page += 1) expect(sitemap).toContain(`<loc>${baseURL}${pathOfCategory(category.slug, page)}</loc>`)
    expect(sitemap).toContain(`hreflang="ar" href="${baseURL}/ar${pathOfCategory(category.slug)}"`)
  })
})

test('in Arabic: /ar/blog offers the categories, a category lists its Arabic posts, and a post names its authors in Arabic', async ({ page }) => {
  const category = demoCategories.find((candidate) => translatedPostUrls.some((url) => postCategories[url]?.includes(candidate.slug)))!
  const arabicName = categoriesAr[category.slug].name
  await page.goto('/ar/blog')
  await page.getByRole('navigation', { name: 'التصنيفات' }).getByRole('link', { name: arabicName }).click()
  await expect(page).toHaveURL(new RegExp(`/ar${pathOfCategory(category.slug)}$`))
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(arabicName)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', categoriesAr[category.slug].description)
  const expected = translatedPostUrls.filter((url) => postCategories[url]?.includes(category.slug))
  const cards = page.getByRole('main').getByRole('article')
  await expect(cards).toHaveCount(expected.length)
  await expect(cards.getByRole('heading')).toHaveText(newest.filter((post) => expected.includes(post.url)).map((post) => postCopyAr(post.url)!.title))
  expect(await seriousViolations(page)).toEqual([])

  await cards.first().getByRole('link').click()
  const url = newest.find((post) => expected.includes(post.url))!.url
  await expect(page).toHaveURL(new RegExp(`/ar${pathOfPost(url)}$`))
  const about = page.getByRole('region', { name: /^عن الك/ })
  for (const key of postAuthorKeys(url)) {
    await expect(about).toContainText(authorsAr[key].name)
    await expect(about.getByRole('img', { name: authorsAr[key].photoAlt })).toBeAttached()
  }
  const posting = await structuredData(page, 'BlogPosting')
  expect(posting.author.map((person: { name: string }) => person.name)).toEqual(postAuthorKeys(url).map((key) => authorsAr[key].name))
})

test('the feed names each post\'s authors and carries its excerpt and categories', async ({ request }) => {
  const xml = await (await request.get('/rss.xml')).text()
  const item = xml.slice(xml.indexOf('<item>'), xml.indexOf('</item>'))
  const post = newest[0]!
  const names = postAuthorKeys(post.url).map((key) => authorOf(key).name)
  expect(item).toContain(`<dc:creator>${new Intl.ListFormat('en', { type: 'conjunction' }).format(names)}</dc:creator>`)
  expect(item).toContain(`<description><![CDATA[${post.metaDescription}]]></description>`)
  for (const slug of postCategories[post.url]!) {
    expect(item).toContain(`>${demoCategories.find((category) => category.slug === slug)!.name}</category>`)
  }
})
