import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { demoCompany } from '@/content/company'
import { featuredProjectSlugs } from '@/content/projectDetails'
import { pageCopy } from '@/content/page-copy'
import { telHref } from '@/lib/contact'
import { notFoundPath, pathOfCategory, pathOfPost } from '@/lib/routes'
import { adminHeaders, seededRoutes, titleOf } from './site'

type Doc = { id: number; [field: string]: unknown }

/** The REST API as an editor signed in as the admin uses it. */
async function editor(request: APIRequestContext) {
  const headers = adminHeaders()
  return {
    async find(collection: string, where: string): Promise<Doc> {
      const found = await request.get(`/api/${collection}?${where}&depth=0&limit=1`, { headers })
      return (await found.json()).docs[0]
    },
    async save(collection: string, id: number, data: object) {
      expect((await request.patch(`/api/${collection}/${id}`, { headers, data })).status()).toBe(200)
    },
    async saveGlobal(slug: string, data: object) {
      expect((await request.post(`/api/globals/${slug}`, { headers, data })).status()).toBe(200)
    },
  }
}

/** Reloads until the page shows the edit: no rebuild, only the save's revalidation. */
async function expectServed(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.reload()
    await check()
  }).toPass({ timeout: 15_000 })
}

test('a meta title edited in the CMS changes the served <title> without a rebuild', async ({ page, request }) => {
  const cms = await editor(request)
  const privacy = await cms.find('pages', 'where[slug][equals]=privacy-policy')
  await page.goto('/privacy-policy')
  await expect(page).toHaveTitle(titleOf(pageCopy['privacy-policy']!.metaTitle))

  const edited = 'How we look after your data'
  await cms.save('pages', privacy.id, { meta: { ...(privacy.meta as object), title: edited } })
  try {
    await expectServed(page, () => expect(page).toHaveTitle(titleOf(edited), { timeout: 1_000 }))
  } finally {
    await cms.save('pages', privacy.id, { meta: privacy.meta })
  }
})

test('a FAQ question edited in the CMS shows on its service page', async ({ page, request }) => {
  const cms = await editor(request)
  const landscape = await cms.find('pages', 'where[slug][equals]=landscape-design')
  const layout = landscape.layout as { blockType: string; items?: { question: string }[] }[]
  const edited = 'Can you design a garden that needs little water?'
  const withEdit = layout.map((block) =>
    block.blockType === 'faq' ? { ...block, items: block.items!.map((item, index) => (index ? item : { ...item, question: edited })) } : block,
  )
  await page.goto('/landscape-design')
  await cms.save('pages', landscape.id, { layout: withEdit })
  try {
    await expectServed(page, () => expect(page.locator('summary').filter({ hasText: edited })).toHaveCount(1, { timeout: 1_000 }))
  } finally {
    await cms.save('pages', landscape.id, { layout })
  }
})

test('a featured project renamed in the CMS is renamed on the home page', async ({ page, request }) => {
  const cms = await editor(request)
  const project = await cms.find('projects', `where[slug][equals]=${featuredProjectSlugs[0]}`)
  const edited = 'Restaurant Group Head Office, JLT'
  await page.goto('/')
  await cms.save('projects', project.id, { title: edited })
  try {
    await expectServed(page, () =>
      expect(page.locator('main').getByRole('heading', { name: edited })).toBeVisible({ timeout: 1_000 }),
    )
  } finally {
    await cms.save('projects', project.id, { title: project.title })
  }
})

test("a picture's alt text edited in the media library changes on the pages that show it", async ({ page, request }) => {
  const cms = await editor(request)
  // The home page's banner picture (the client logos beside their names have an empty alt there).
  const picture = await cms.find('media', 'where[filename][equals]=page-home.webp')
  const edited = 'A quiet majlis in warm oak and linen'
  await page.goto('/')
  await cms.save('media', picture.id, { alt: edited })
  try {
    await expectServed(page, () => expect(page.getByRole('img', { name: edited })).toHaveCount(1, { timeout: 1_000 }))
  } finally {
    await cms.save('media', picture.id, { alt: picture.alt })
  }
})

test('a post published in the CMS leads the blog and has its page, and a draft stays hidden', async ({ page, request }) => {
  const headers = adminHeaders()
  const newest = await (await request.get('/api/posts?where[_status][equals]=published&sort=-publishedAt&limit=1&depth=0', { headers })).json()
  const template = newest.docs[0] as Doc
  const created = await request.post('/api/posts', {
    headers,
    data: {
      title: 'A note on the new season of projects',
      url: 'a-note-on-the-new-season',
      publishedAt: new Date().toISOString(),
      image: template.image,
      description: template.description,
      authors: template.authors,
      categories: template.categories,
      _status: 'draft',
    },
  })
  expect(created.status()).toBe(201)
  const post = (await created.json()).doc as Doc
  try {
    expect((await page.goto('/blog/a-note-on-the-new-season'))?.status()).toBe(404)
    expect((await request.patch(`/api/posts/${post.id}`, { headers, data: { _status: 'published' } })).status()).toBe(200)
    await page.goto('/blog')
    await expectServed(page, () =>
      expect(page.getByRole('main').getByRole('article').first()).toContainText('A note on the new season of projects', { timeout: 1_000 }),
    )
    // Its missing-page answer may be kept for a second (src/server/pageCache.ts), no longer.
    await expect.poll(async () => (await page.goto('/blog/a-note-on-the-new-season'))?.status(), { timeout: 3_000 }).toBe(200)
    expect(await (await request.get('/sitemap.xml')).text()).toContain('/blog/a-note-on-the-new-season')
  } finally {
    await request.delete(`/api/posts/${post.id}`, { headers })
  }
})

test('a client renamed in the CMS is renamed by every client-logos block: on /our-clients and on /about-us, where an editor placed one', async ({ page, request }) => {
  const cms = await editor(request)
  const about = await cms.find('pages', 'where[slug][equals]=about-us')
  const layout = about.layout as object[]
  const client = await cms.find('clients', 'sort=order&where[order][greater_than]=1')
  const edited = 'Harbour Lights Hospitality Group'
  await cms.save('pages', about.id, { layout: [...layout, { blockType: 'clientLogos', heading: 'Who we work for', limit: 48, showDescriptions: true }] })
  try {
    await page.goto('/about-us')
    await expectServed(page, () => expect(page.getByRole('main').getByText(client.name as string, { exact: true })).toBeVisible({ timeout: 1_000 }))
    await cms.save('clients', client.id, { name: edited })
    try {
      for (const path of ['/about-us', '/our-clients']) {
        await page.goto(path)
        await expectServed(page, () => expect(page.getByRole('main').getByText(edited, { exact: true })).toBeVisible({ timeout: 1_000 }))
      }
    } finally {
      await cms.save('clients', client.id, { name: client.name })
    }
  } finally {
    await cms.save('pages', about.id, { layout })
  }
})

test("an author's role and a category's name edited in the CMS show on the posts, the category's page and /blog", async ({ page, request }) => {
  const cms = await editor(request)
  const post = await cms.find('posts', 'where[_status][equals]=published&sort=-publishedAt')
  const author = await cms.find('authors', `where[id][equals]=${(post.authors as number[])[0]}`)
  const category = await cms.find('categories', `where[id][equals]=${(post.categories as number[])[0]}`)
  const role = 'Studio Principal'
  const name = 'Planning a project'
  await page.goto(pathOfPost(post.url as string))
  await cms.save('authors', author.id, { role })
  await cms.save('categories', category.id, { name })
  try {
    await expectServed(page, async () => {
      const main = page.getByRole('main')
      await expect(main.getByText(role, { exact: true })).toBeVisible({ timeout: 1_000 })
      await expect(main.getByRole('list', { name: 'Categories' }).getByRole('link', { name })).toBeVisible({ timeout: 1_000 })
    })
    for (const path of ['/blog', pathOfCategory(category.slug as string)]) {
      await page.goto(path)
      await expectServed(page, () => expect(page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name })).toBeVisible({ timeout: 1_000 }))
    }
  } finally {
    await cms.save('authors', author.id, { role: author.role })
    await cms.save('categories', category.id, { name: category.name })
  }
})

test('a company phone changed in the CMS shows on every page', async ({ request }) => {
  test.setTimeout(180_000)
  const cms = await editor(request)
  const newest = await (await request.get('/api/posts?where[_status][equals]=published&sort=-publishedAt&limit=1&depth=0')).json()
  const paths = [...seededRoutes.map((route) => route.path), pathOfPost(newest.docs[0].url), '/blog/page/2', notFoundPath, '/no-such-page']
  const edited = '+971 4 555 0199'
  await cms.saveGlobal('company', { phone: edited })
  try {
    for (const path of paths) {
      await expect.poll(async () => (await (await request.get(path)).text()).includes(`href="${telHref(edited)}"`), { message: path, timeout: 3_000 }).toBe(true)
    }
  } finally {
    await cms.saveGlobal('company', { phone: demoCompany.phone })
  }
})
