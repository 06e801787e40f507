import type { Payload } from 'payload'

import { arabic } from '../../ar/language'
import { companyAr } from '../../ar/company'
import { clientsAr } from '../../ar/clients'
import { authorsAr } from '../../ar/blogAuthors'
import { categoriesAr } from '../../ar/blogCategories'
import { demoAuthors } from '../../blogAuthors'
import { layoutCopyAr } from '../../ar/layoutCopy'
import { demoNavigationAr } from '../../ar/navigation'
import { postCopyAr } from '../../ar/posts'
import { projectCopyAr, translatedProjectSlugs } from '../../ar/project-copy'
import { demoVideoTitlesAr, galleryScenesAr, projectFactsCopyAr, videoCaseStudySellingPointsAr } from '../../ar/projectDetails'
import { sectorNamesAr } from '../../ar/sectors'
import { vacanciesAr } from '../../ar/vacancies'
import { richTextFromParagraphs, richTextFromSections } from '../../lexical'
import { projectCopy } from '../../project-copy'
import { demoVacancies } from '../../vacancies'
import type { Sector } from '../../types'
import type { DemoPictures } from '../images'
import { layoutOf } from '../pages'
import { withRowIdsOf } from './rowIds'
import { describePictureInArabic, writeArabic, writeArabicGlobal } from './writeArabic'

type Link = { href?: string | null }

/** Company details: the address, city, governing law, the footer's words and its popular searches. */
async function company(payload: Payload) {
  await writeArabicGlobal(payload, 'company', (english) => ({
    address: companyAr.address,
    city: companyAr.city,
    jurisdiction: companyAr.jurisdiction,
    about: companyAr.about,
    popularSearches: ((english.popularSearches ?? []) as Link[]).map((row) => ({ ...row, label: companyAr.popularSearches[row.href ?? ''] })),
  }))
}

/** The menus: the same links, in Arabic. */
async function navigation(payload: Payload) {
  const { docs } = await payload.find({ collection: 'pages', limit: 0, depth: 0, select: { slug: true } })
  const arabic = demoNavigationAr(new Map(docs.map((page) => [page.slug, page.id as number])))
  await writeArabicGlobal(payload, 'navigation', (english) => withRowIdsOf(english, arabic))
}

async function sectors(payload: Payload) {
  const { docs } = await payload.find({ collection: 'sectors', limit: 0, depth: 0, locale: 'en' })
  for (const sector of docs) {
    const name = sectorNamesAr[sector.slug as Sector]
    if (name) await writeArabic(payload, 'sectors', sector as never, () => ({ name }))
  }
}

async function clients(payload: Payload) {
  const { docs } = await payload.find({ collection: 'clients', limit: 0, depth: 0, locale: 'en' })
  for (const client of docs) {
    const text = clientsAr[client.name]
    if (!text) continue
    await writeArabic(payload, 'clients', client as never, () => ({ description: text.description }))
    await describePictureInArabic(payload, client.logo as number, layoutCopyAr.clients.logoAlt(client.name))
  }
}

async function vacancies(payload: Payload) {
  const { docs } = await payload.find({ collection: 'vacancies', limit: 0, depth: 0, locale: 'en' })
  for (const vacancy of docs) {
    const text = vacanciesAr[demoVacancies.findIndex((demo) => demo.title === vacancy.title)]
    if (text) await writeArabic(payload, 'vacancies', vacancy as never, () => ({ ...text }))
  }
}

async function posts(payload: Payload) {
  const { docs } = await payload.find({ collection: 'posts', limit: 0, depth: 0, locale: 'en' })
  for (const post of docs) {
    const copy = postCopyAr(post.url)
    if (!copy) continue
    await writeArabic(payload, 'posts', post as never, () => ({
      title: copy.title,
      excerpt: copy.metaDescription,
      description: richTextFromSections(copy.sections, copy.intro),
      meta: { ...post.meta, title: copy.metaTitle, description: copy.metaDescription },
    }))
    await describePictureInArabic(payload, post.image as number, copy.imageAlt)
  }
}

/** The blog's authors (their portraits' alt texts too) and categories. */
async function blogPeopleAndCategories(payload: Payload) {
  const { docs: authors } = await payload.find({ collection: 'authors', limit: 0, depth: 0, locale: 'en' })
  for (const author of authors) {
    const key = demoAuthors.find((demo) => demo.name === author.name)?.key
    if (!key) continue
    const { photoAlt, ...words } = authorsAr[key]
    await writeArabic(payload, 'authors', author as never, () => words)
    await describePictureInArabic(payload, author.photo as number, photoAlt)
  }
  const { docs: categories } = await payload.find({ collection: 'categories', limit: 0, depth: 0, locale: 'en' })
  for (const category of categories) {
    const words = categoriesAr[category.slug as keyof typeof categoriesAr]
    if (words) await writeArabic(payload, 'categories', category as never, () => words)
  }
}

/** The eight translated case studies: their words, facts and selling points, their pictures' and video's alt texts. */
async function projects(payload: Payload) {
  const { docs } = await payload.find({ collection: 'projects', limit: 0, depth: 0, locale: 'en', where: { slug: { in: [...translatedProjectSlugs] } } })
  for (const project of docs) {
    const slug = project.slug as (typeof translatedProjectSlugs)[number]
    const copy = projectCopyAr[slug]
    const scenes = galleryScenesAr[projectCopy[slug].sector] ?? []
    const words = layoutCopyAr.projects
    await writeArabic(payload, 'projects', project as never, () => ({
      title: copy.title,
      location: copy.location,
      services: copy.services,
      description: richTextFromParagraphs(copy.summary),
      facts: { ...project.facts, ...projectFactsCopyAr[slug], scope: words.scope(copy.services) },
      ...(project.sellingPoints?.length && { sellingPoints: withRowIdsOf(project.sellingPoints, videoCaseStudySellingPointsAr) }),
      meta: { ...project.meta, title: copy.metaTitle, description: copy.metaDescription },
    }))
    await describePictureInArabic(payload, project.mainImage as number | undefined, words.mainImageAlt(copy.title, copy.location))
    for (const [index, row] of (project.gallery ?? []).entries()) {
      const scene = scenes[index % scenes.length] ?? ''
      await describePictureInArabic(payload, row.image as number, words.galleryAlt(copy.title, scene, index >= scenes.length))
    }
    const videoTitle = demoVideoTitlesAr[slug as keyof typeof demoVideoTitlesAr]
    if (project.video && videoTitle) {
      const video = await payload.findByID({ collection: 'videos', id: project.video as number, depth: 0, locale: 'en' })
      await writeArabic(payload, 'videos', video as never, () => ({ title: videoTitle }))
      await describePictureInArabic(payload, video.poster as number, videoTitle)
    }
  }
}

/** The demo pictures drawn for the English, given their Arabic alt texts: the Arabic layouts name the same pictures. */
function picturesInArabic(payload: Payload): DemoPictures {
  return async (key, alt) => {
    const { docs } = await payload.find({ collection: 'media', where: { filename: { equals: `${key}.webp` } }, limit: 1, depth: 0, locale: 'en' })
    const picture = docs[0]
    if (!picture) throw new Error(`No demo picture '${key}' for the Arabic of a page`)
    await writeArabic(payload, 'media', picture as never, () => ({ alt }))
    return picture.id
  }
}

/** Every page written in Arabic: its title, breadcrumb, SEO words and the words of its sections, row by row. */
async function pages(payload: Payload) {
  const picture = picturesInArabic(payload)
  const { docs } = await payload.find({ collection: 'pages', limit: 0, depth: 0, locale: 'en', where: { slug: { in: Object.keys(arabic.pageCopy) } } })
  for (const page of docs) {
    const copy = arabic.pageCopy[page.slug]!
    if (page.arabic && page.arabic !== 'missing') continue
    const layout = await layoutOf(page.slug, copy, picture, arabic)
    await writeArabic(payload, 'pages', page as never, () => ({
      title: copy.title,
      breadcrumb: copy.breadcrumb,
      layout: withRowIdsOf(page.layout, layout),
      meta: { ...page.meta, title: copy.metaTitle, description: copy.metaDescription },
    }))
  }
}

/**
 * The demo content's Arabic, written beside the English once it exists: the company details, the
 * menus, the portfolio's sectors, the clients, the vacancies, the pages, eight case studies, the blog's authors and categories and ten blog posts.
 */
export async function seedArabic(payload: Payload): Promise<void> {
  const steps: [string, (payload: Payload) => Promise<void>][] = [
    ['company details and menus', async (p) => (await company(p), await navigation(p))],
    ['sectors, clients and vacancies', async (p) => (await sectors(p), await clients(p), await vacancies(p))],
    ['pages', pages],
    ['case studies', projects],
    ['blog authors and categories', blogPeopleAndCategories],
    ['blog posts', posts],
  ]
  for (const [what, write] of steps) {
    payload.logger.info(`Demo content in Arabic: ${what}...`)
    await write(payload)
  }
}
