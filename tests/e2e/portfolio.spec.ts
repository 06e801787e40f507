import { expect, test } from './sharedPage'

import { projectCopy } from '@/content/project-copy'
import { videoCaseStudy } from '@/content/projectDetails'
import { projectFacts } from '@/content/projectFacts'
import { sectorLabel } from '@/content/types'
import { pathOfProject } from '@/lib/routes'
import { projectSlugs } from '@/content/demoRoutes'
import { seriousViolations } from './axe'

test.describe('the 29 case studies (SPEC §2.7)', () => {
  for (const slug of projectSlugs) {
    const facts = projectFacts[slug]!
    test(`${pathOfProject(slug)}: its own breadcrumb and ${facts.gallery} photos`, async ({ page }) => {
      const response = await page.goto(pathOfProject(slug))
      expect(response?.status()).toBe(200)
      const trail = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')
      await expect(trail).toHaveCount(2)
      await expect(trail.first().getByRole('link')).toHaveAttribute('href', '/')
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]')).toHaveText(projectCopy[slug].title)
      const gallery = page.getByRole('list', { name: 'Gallery' })
      await expect(gallery.getByRole('button', { name: /^Open photo/ })).toHaveCount(facts.gallery)
      await expect(page.locator('article .border-wine img')).toHaveCount(facts.mainImage ? 1 : 0)
    })
  }

  test('a photo opens the lightbox on itself and Escape closes it', async ({ page }) => {
    await page.goto(pathOfProject('motor-city-hmc-clinic'))
    const photos = page.getByRole('list', { name: 'Gallery' }).getByRole('listitem')
    await photos.nth(2).getByRole('button').click()
    const lightbox = page.getByRole('dialog', { name: 'Lightbox' })
    await expect(lightbox.locator('.yarl__slide_current')).toHaveAttribute('aria-label', `3 of ${projectFacts['motor-city-hmc-clinic']!.gallery}`)
    await page.keyboard.press('Escape')
    await expect(lightbox).toHaveCount(0)
  })

  test('a 12-photo gallery counts its photos in the lightbox and captions each one', async ({ page }) => {
    const slug = 'damac-hills-apartment-and-balcony-renovation'
    await page.goto(pathOfProject(slug))
    const photos = page.getByRole('list', { name: 'Gallery' }).getByRole('listitem')
    await expect(photos).toHaveCount(12)
    const caption = (await photos.first().locator('figcaption').textContent())!
    expect(caption).not.toContain(projectCopy[slug].title)
    await photos.first().getByRole('button').click()
    const lightbox = page.getByRole('dialog', { name: 'Lightbox' })
    await expect(lightbox.locator('.yarl__counter')).toHaveText('1 / 12')
    await expect(lightbox.locator('.yarl__slide_current .yarl__slide_description')).toContainText(caption.slice(1))
  })

  test('a case study shows its key facts, its neighbours and one call to act', async ({ page }) => {
    await page.goto(pathOfProject('irmg-office-jlt-dubai'))
    const facts = page.getByRole('complementary', { name: 'Key facts' })
    for (const term of ['Location', 'Sector', 'Scope', 'Duration', 'Year']) await expect(facts.getByText(term, { exact: true })).toBeVisible()
    await expect(facts.getByText('45 days', { exact: true })).toBeVisible()
    await expect(page.locator('main').getByRole('button', { name: /get a free quote/i })).toHaveCount(1)
    const neighbours = page.getByRole('navigation', { name: 'More case studies' })
    await expect(neighbours.locator('a[rel="prev"]')).toHaveAttribute('href', /^\/portfolios\//)
    await neighbours.locator('a[rel="next"]').click()
    await expect(page).not.toHaveURL(/irmg-office-jlt-dubai/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('the Nad Al Sheba cladding plays a video with controls in its gallery', async ({ page }) => {
    await page.goto(pathOfProject('wall-cladding-services-nad-al-sheba'))
    const video = page.getByRole('list', { name: 'Gallery' }).locator('video[controls]')
    await expect(video).toHaveCount(1)
    expect(await video.evaluate((element: HTMLVideoElement) => element.canPlayType('video/mp4'))).not.toBe('')
  })

  test('the villa renovation video loops muted with controls, at its true ratio, with its selling points', async ({ page }) => {
    await page.goto(pathOfProject(videoCaseStudy.slug))
    const video = page.locator('video').first()
    await expect(video).toHaveAttribute('controls', '')
    await expect(video).toHaveJSProperty('muted', true)
    await expect(video).toHaveJSProperty('loop', true)
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false)
    const box = (await video.boundingBox())!
    expect(box.width / box.height).toBeCloseTo(640 / 400, 1)
    await expect(page.getByRole('heading', { name: 'Project Description' })).toBeVisible()
    await expect(page.getByRole('heading', { name: /^Why Choose / })).toBeVisible()
    for (const point of videoCaseStudy.sellingPoints) await expect(page.getByRole('heading', { name: point.title })).toBeVisible()
  })

  test('the villa renovation video stays paused for visitors who prefer reduced motion', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' })
    const page = await context.newPage()
    await page.goto(pathOfProject(videoCaseStudy.slug))
    const video = page.locator('video').first()
    await expect(video).toBeVisible()
    await page.waitForTimeout(500)
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true)
    await context.close()
  })

  test('the JLT office lists its 45 days, requirements, construction and materials', async ({ page }) => {
    await page.goto(pathOfProject('irmg-office-jlt-dubai'))
    await expect(page.getByText('45 days', { exact: true })).toBeVisible()
    for (const material of ['Wall paint', '90x90 cm ceramic tiles', '10 mm tempered glass', 'Parquet', 'Sliding and swing glass doors', 'Drywall']) {
      await expect(page.getByRole('listitem').filter({ hasText: new RegExp(`^${material}$`) })).toHaveCount(1)
    }
  })

  test('a case study tells search engines it is a creative work with its breadcrumb', async ({ page }) => {
    await page.goto(pathOfProject('irmg-office-jlt-dubai'))
    const types = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text)['@type'])
    expect(types).toEqual(expect.arrayContaining(['CreativeWork', 'BreadcrumbList']))
  })
})

test.describe('the portfolio index', () => {
  const healthcare = projectSlugs.filter((slug) => projectCopy[slug].sector === 'healthcare')

  test('links all 29 case studies on one page and narrows them by sector without a reload', async ({ page }) => {
    await page.goto('/portfolio')
    const cards = page.getByRole('region', { name: 'Projects' }).getByRole('article')
    await expect(cards).toHaveCount(projectSlugs.length)
    for (const slug of projectSlugs) await expect(cards.locator(`a[href="${pathOfProject(slug)}"]`)).toHaveCount(1)
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0)

    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true))
    await page.getByRole('link', { name: sectorLabel('healthcare') }).click()
    await expect(cards).toHaveCount(healthcare.length)
    await expect(page).toHaveURL(/\?sector=healthcare$/)
    await expect(page.getByRole('link', { name: sectorLabel('healthcare') })).toHaveAttribute('aria-current', 'page')
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true)
    await page.getByRole('link', { name: 'All projects' }).click()
    await expect(cards).toHaveCount(projectSlugs.length)
    await expect(page).toHaveURL(/\/portfolio$/)
  })

  test('a shared address naming a sector opens with that sector chosen', async ({ page }) => {
    await page.goto('/portfolio?sector=healthcare')
    const cards = page.getByRole('region', { name: 'Projects' }).getByRole('article')
    await expect(cards).toHaveCount(healthcare.length)
    await expect(page.getByRole('link', { name: sectorLabel('healthcare') })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('link', { name: 'All projects' })).not.toHaveAttribute('aria-current')
  })

  test('filters by sector without JavaScript: each sector is a link, chosen on the server', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/portfolio')
    await page.getByRole('link', { name: sectorLabel('healthcare') }).click()
    await expect(page).toHaveURL(/\/portfolio\?sector=healthcare$/)
    const cards = page.getByRole('region', { name: 'Projects' }).getByRole('article')
    await expect(cards).toHaveCount(healthcare.length)
    await expect(page.getByText(`${healthcare.length} projects`, { exact: true })).toBeVisible()
    await page.getByRole('link', { name: 'All projects' }).click()
    await expect(cards).toHaveCount(projectSlugs.length)
    await context.close()
  })

  test('has a second page only once its case studies pass one page: /portfolio/page/2 is not found, /portfolio/page/1 is /portfolio', async ({ request }) => {
    expect((await request.get('/portfolio/page/2')).status()).toBe(404)
    expect((await request.get('/ar/portfolio/page/2')).status()).toBe(404)
    const first = await request.get('/portfolio/page/1?sector=healthcare', { maxRedirects: 0 })
    expect(first.status()).toBe(308)
    expect(first.headers().location).toBe('/portfolio?sector=healthcare')
  })

  test('its canonical is /portfolio, a sector chosen or not, on the demo\'s one page', async ({ page, baseURL }) => {
    await page.goto('/portfolio?sector=healthcare')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/portfolio`)
  })

  for (const path of ['/portfolio', pathOfProject('irmg-office-jlt-dubai'), pathOfProject('wall-cladding-services-nad-al-sheba'), pathOfProject(videoCaseStudy.slug)]) {
    test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
      await page.goto(path)
      expect(await seriousViolations(page)).toEqual([])
    })
  }
})
