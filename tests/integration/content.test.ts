import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { socialNetworks } from '@/cms/globals/socialNetworks'
import { skipRevalidation } from '@/cms/hooks/revalidate'
import { companyAr } from '@/content/ar/company'
import { navigationLabelsAr } from '@/content/ar/navigation'
import { pageCopyAr } from '@/content/ar/page-copy'
import { postCopyAr, translatedPostUrls } from '@/content/ar/posts'
import { projectCopyAr, translatedProjectSlugs } from '@/content/ar/project-copy'
import { sectorNamesAr } from '@/content/ar/sectors'
import { vacanciesAr } from '@/content/ar/vacancies'
import { demoCompany } from '@/content/company'
import { pageCopy } from '@/content/page-copy'
import { postCopy } from '@/content/posts'
import { projectCopy } from '@/content/project-copy'
import { demoVacancies } from '@/content/vacancies'
import { projectFacts } from '@/content/projectFacts'
import { seed } from '@/content/seed'
import { prepareContent } from '@/content/seed/demoOnce'
import { serviceFacts } from '@/content/serviceFacts'
import { socialHref, whatsappHref } from '@/lib/contact'
import { pageCount } from '@/lib/pagination'
import { blogPageSize, pathOfBlogPage, pathOfPost } from '@/lib/routes'
import { fixedPublicPaths, pageSlugs, projectSlugs, serviceGroups, serviceSlugs } from '@/content/demoRoutes'
import { linkedDocumentFields, resolveNavigation } from '@/features/site/menuLinks'
import { adapter, startPayload } from './harness'

let payload: Payload
/** The documents are what these tests read: small pictures seed faster. */
const smallPictures = { pictureScale: 0.1 }

beforeAll(async () => {
  process.env.ADMIN_EMAIL = 'editor@example.com'
  process.env.ADMIN_PASSWORD = 'a-long-test-password'
  ;({ payload } = await startPayload())
  await prepareContent(payload, smallPictures)
})

afterAll(async () => {
  await payload?.destroy()
})

describe(`content on ${adapter}`, () => {
  it('has a page for every route, with its h1, breadcrumb, meta title and description', async () => {
    const { docs } = await payload.find({ collection: 'pages', limit: 0, depth: 1 })
    expect(docs.map((page) => page.slug).sort()).toEqual([...pageSlugs].sort())
    for (const page of docs) {
      const copy = pageCopy[page.slug]!
      const banner = page.layout.find((block) => block.blockType === 'banner')
      expect(banner?.heading, page.slug).toBe(copy.title)
      expect(page.breadcrumb, page.slug).toBe(copy.breadcrumb)
      expect(page.meta?.title, page.slug).toBe(copy.metaTitle)
      expect(page.meta?.description, page.slug).toBe(copy.metaDescription)
      expect(typeof banner?.image === 'object' && banner.image?.alt, page.slug).toBeTruthy()
    }
  })

  it('has the company details, menus, sectors, clients, vacancies, eight case studies and ten posts in Arabic beside the English', async () => {
    const arabicScript = /[\u0600-\u06FF]/
    const company = await payload.findGlobal({ slug: 'company', locale: 'ar' })
    expect(company).toMatchObject({ address: companyAr.address, about: companyAr.about, phone: demoCompany.phone, arabic: 'current' })
    expect(company.popularSearches?.every((link) => arabicScript.test(link.label))).toBe(true)
    expect((await payload.findGlobal({ slug: 'company', locale: 'en' })).address).toBe(demoCompany.address)
    const menus = await payload.findGlobal({ slug: 'navigation', locale: 'ar', depth: 0 })
    const english = await payload.findGlobal({ slug: 'navigation', locale: 'en', depth: 0 })
    expect(menus.mainMenu.map((item) => item.label)).toEqual(Object.values(navigationLabelsAr.mainMenu))
    expect(menus.mainMenu.map((item) => item.document)).toEqual(english.mainMenu.map((item) => item.document))
    expect(english.mainMenu[0]?.label).toBe('Home')
    const { docs: sectors } = await payload.find({ collection: 'sectors', locale: 'ar', limit: 0 })
    expect(sectors.map((sector) => sector.name)).toEqual(Object.values(sectorNamesAr))
    const { docs: vacancies } = await payload.find({ collection: 'vacancies', locale: 'ar', limit: 0, sort: 'order' })
    expect(vacancies.map((vacancy) => vacancy.title)).toEqual(vacanciesAr.map((vacancy) => vacancy.title))
    const { docs: clients } = await payload.find({ collection: 'clients', locale: 'ar', limit: 0, depth: 1, sort: 'order' })
    expect(clients.every((client) => client.arabic === 'current' && typeof client.logo === 'object' && arabicScript.test(client.logo.alt))).toBe(true)
    const { docs: posts } = await payload.find({ collection: 'posts', locale: 'ar', limit: 0, depth: 1, where: { arabic: { equals: 'current' } } })
    expect(posts.map((post) => post.url).sort()).toEqual([...translatedPostUrls].sort())
    for (const post of posts) {
      expect(post.title, post.url).toBe(postCopyAr(post.url)!.title)
      expect(typeof post.image === 'object' && post.image.alt, post.url).toBe(postCopyAr(post.url)!.imageAlt)
    }
    const { docs: projects } = await payload.find({ collection: 'projects', locale: 'ar', limit: 0, depth: 1, where: { arabic: { equals: 'current' } } })
    expect(projects.map((project) => project.slug).sort()).toEqual([...translatedProjectSlugs].sort())
    for (const project of projects) {
      const copy = projectCopyAr[project.slug as (typeof translatedProjectSlugs)[number]]
      expect(project, project.slug).toMatchObject({ title: copy.title, location: copy.location, services: copy.services })
      const alts = (project.gallery ?? []).map((row) => (typeof row.image === 'object' ? row.image.alt : ''))
      expect(alts.every((alt) => alt.startsWith(copy.title)), project.slug).toBe(true)
    }
    expect((await payload.count({ collection: 'projects', where: { arabic: { equals: 'missing' } } })).totalDocs).toBe(projectSlugs.length - translatedProjectSlugs.length)
    const untranslated = postCopy.find((post) => !translatedPostUrls.includes(post.url))!
    const { docs: [englishOnly] } = await payload.find({ collection: 'posts', locale: 'ar', where: { url: { equals: untranslated.url } } })
    expect(englishOnly?.arabic).toBe('missing')
    expect(englishOnly?.title ?? null).toBeNull()
  })

  it('has every translated page in Arabic: the same sections, rows and pictures as the English, with Arabic words', async () => {
    const arabicScript = /[\u0600-\u06FF]/
    const { docs: pages } = await payload.find({ collection: 'pages', locale: 'ar', limit: 0, depth: 1, where: { slug: { in: Object.keys(pageCopyAr) } } })
    expect(pages.length).toBeGreaterThanOrEqual(29)
    for (const page of pages) {
      const english = await payload.findByID({ collection: 'pages', id: page.id, locale: 'en', depth: 1 })
      const copy = pageCopyAr[page.slug]!
      expect(page, page.slug).toMatchObject({ title: copy.title, arabic: 'current', meta: { title: copy.metaTitle } })
      expect(page.layout.map((block) => [block.blockType, block.id]), page.slug).toEqual(english.layout.map((block) => [block.blockType, block.id]))
      const banner = page.layout.find((block) => block.blockType === 'banner')
      expect(banner?.heading, page.slug).toBe(copy.title)
      const englishBanner = english.layout.find((block) => block.blockType === 'banner')
      expect(typeof banner?.image === 'object' && banner.image?.id, page.slug).toBe(typeof englishBanner?.image === 'object' && englishBanner.image?.id)
      expect(typeof banner?.image === 'object' && arabicScript.test(banner.image?.alt ?? ''), page.slug).toBe(true)
    }
    const service = pages.find((page) => page.slug === 'office-fit-out')!
    const faq = service.layout.find((block) => block.blockType === 'faq')
    expect(faq?.items?.every((item) => arabicScript.test(item.question) && arabicScript.test(item.answer))).toBe(true)
    const contact = pages.find((page) => page.slug === 'contact')!
    const details = contact.layout.find((block) => block.blockType === 'contactDetails')
    expect(details?.links?.map((link) => link.href)).toEqual(['/vendor-and-service-providers', '/career'])
  })

  it('has every portfolio case study with the photos, main picture and video of its facts', async () => {
    const { docs } = await payload.find({ collection: 'projects', limit: 0, depth: 1 })
    expect(docs.map((project) => project.slug).sort()).toEqual([...projectSlugs].sort())
    for (const project of docs) {
      const facts = projectFacts[project.slug]!
      expect(project.title).toBe(projectCopy[project.slug as keyof typeof projectCopy].title)
      expect(Boolean(project.mainImage), project.slug).toBe(facts.mainImage)
      expect(project.gallery ?? [], project.slug).toHaveLength(facts.gallery)
      expect(project.video && typeof project.video === 'object' ? project.video.mimeType : null, project.slug).toBe(facts.video ? 'video/mp4' : null)
    }
  })

  it('makes the service pages, and only them, pages of type service', async () => {
    const { docs } = await payload.find({ collection: 'pages', limit: 0, depth: 0, select: { slug: true, pageType: true } })
    const servicePages = docs.filter((page) => page.pageType === 'service').map((page) => page.slug)
    expect(servicePages.sort()).toEqual([...serviceSlugs].sort())
  })

  it('builds every service page from its row of the table of facts', async () => {
    const { docs } = await payload.find({ collection: 'pages', where: { slug: { in: Object.keys(serviceFacts) } }, limit: 0, depth: 0 })
    expect(docs).toHaveLength(Object.keys(serviceFacts).length)
    for (const page of docs) {
      const facts = serviceFacts[page.slug]!
      const blocks = (type: string) => page.layout.filter((block) => block.blockType === type)
      const [gallery] = blocks('gallery') as { images: unknown[] }[]
      const [process] = blocks('process') as { steps: unknown[] }[]
      const [faq] = blocks('faq') as { items: unknown[] }[]
      expect(gallery?.images, page.slug).toHaveLength(facts.gallery)
      expect(process?.steps, page.slug).toHaveLength(facts.process)
      expect(faq?.items, page.slug).toHaveLength(facts.faq)
      expect((blocks('carousel') as { slides: unknown[] }[]).map((carousel) => carousel.slides.length), page.slug).toEqual(facts.carousels)
      expect(blocks('leadForm'), page.slug).toHaveLength(facts.inlineForm ? 1 : 0)
      expect(blocks('consultation'), page.slug).toHaveLength(1)
    }
  })

  it('has the company details and the menus of SPEC §2.2', async () => {
    const company = await payload.findGlobal({ slug: 'company' })
    expect(company).toMatchObject({ name: demoCompany.name, phone: demoCompany.phone, email: demoCompany.email })
    // Every social icon leads to the demo's profile, and WhatsApp to a chat with the company phone.
    expect(Object.fromEntries(socialNetworks.map((network) => [network, socialHref(company, network)]))).toEqual({
      ...demoCompany.social,
      whatsapp: whatsappHref(demoCompany.phone),
    })

    const navigation = resolveNavigation(await payload.findGlobal({ slug: 'navigation', depth: 1, populate: linkedDocumentFields }))
    const services = navigation.mainMenu.find((item) => item.label === 'Services')
    expect(services?.groups.map((group) => group.label)).toEqual(serviceGroups.map((group) => group.label))
    expect(services?.groups.map((group) => group.links.map((link) => link.href))).toEqual(
      serviceGroups.map((group) => group.slugs.map((slug) => `/${slug}`)),
    )
    expect(navigation.footerLinks.map((link) => link.href)).toEqual(
      expect.arrayContaining(['/privacy-policy', '/terms-and-conditions']),
    )
  })

  it("has SPEC §2.8's ten vacancies, in order, each with its job role", async () => {
    const { docs } = await payload.find({ collection: 'vacancies', sort: 'order', limit: 0 })
    expect(docs.map(({ title, role, experience }) => ({ title, role, experience }))).toEqual(
      demoVacancies.map(({ title, role, experience }) => ({ title, role, experience })),
    )
  })

  it('creates the first admin from ADMIN_EMAIL and ADMIN_PASSWORD, who can sign in', async () => {
    const login = await payload.login({
      collection: 'users',
      data: { email: 'editor@example.com', password: 'a-long-test-password' },
    })
    expect(login.token).toBeTruthy()
  })

  it('seeds again without duplicating anything or overwriting an edit', async () => {
    const page = (await payload.find({ collection: 'pages', where: { slug: { equals: 'contact' } } })).docs[0]!
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { meta: { ...page.meta, title: 'Talk to us' } },
      context: skipRevalidation,
    })
    await payload.updateGlobal({ slug: 'company', data: { phone: '+971 4 000 0000' }, context: skipRevalidation })
    await payload.updateGlobal({ slug: 'company', locale: 'ar', data: { about: 'نبذة كتبها المحرر.' }, context: skipRevalidation })
    const before = await Promise.all(
      (['pages', 'projects', 'posts', 'media', 'users', 'vacancies', 'search'] as const).map((collection) => payload.count({ collection })),
    )

    await seed(payload, smallPictures)

    const after = await Promise.all(
      (['pages', 'projects', 'posts', 'media', 'users', 'vacancies', 'search'] as const).map((collection) => payload.count({ collection })),
    )
    expect(after).toEqual(before)
    const edited = await payload.findByID({ collection: 'pages', id: page.id })
    expect(edited.meta?.title).toBe('Talk to us')
    expect((await payload.findGlobal({ slug: 'company' })).phone).toBe('+971 4 000 0000')
    expect((await payload.findGlobal({ slug: 'company', locale: 'ar' })).about).toBe('نبذة كتبها المحرر.')
  })

  it('refuses a second page at the same address', async () => {
    await expect(
      payload.create({
        collection: 'pages',
        context: skipRevalidation,
        data: { title: 'Copy', slug: 'contact', layout: [{ blockType: 'banner', heading: 'Copy' }] },
      }),
    ).rejects.toThrow()
  })

  it('lists every route of SPEC §2.1 in the sitemap, with every post and page of the blog list', async () => {
    const { sitemapEntries } = await import('@/features/seo/sitemap')
    const paths = (await sitemapEntries()).map((entry) => new URL(entry.url).pathname)
    const specRoutes = [...fixedPublicPaths, ...postCopy.map((post) => pathOfPost(post.url))]
    expect(paths).toEqual(expect.arrayContaining(specRoutes))
    const blogPages = pageCount(postCopy.length, blogPageSize)
    expect(paths).toEqual(expect.arrayContaining(Array.from({ length: blogPages }, (_, index) => pathOfBlogPage(index + 1))))
    expect(paths).not.toContain(pathOfBlogPage(blogPages + 1))
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('indexes every page, case study and post for the site search, by the words of its text', async () => {
    const { searchSite } = await import('@/features/search/search')
    expect(await payload.count({ collection: 'search' })).toEqual({
      totalDocs: pageSlugs.length + projectSlugs.length + postCopy.length,
    })
    const post = postCopy[0]!
    const bullet = post.sections.find((section) => section.bullets?.length)!.bullets![0]!
    const { results } = await searchSite(bullet)
    expect(results.map((result) => result.path)).toContain(pathOfPost(post.url))
    expect(await searchSite('zzqx qxzz')).toMatchObject({ results: [], total: 0 })
  })
})
