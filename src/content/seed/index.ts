import type { Payload } from 'payload'

import { skipRevalidation } from '@/cms/hooks/revalidate'
import { demoCompany } from '../company'
import { demoNavigation } from '../navigation'
import { seedArabic } from './arabic'
import { seedClients } from './clients'
import { seedPages } from './pages'
import { seedPosts } from './posts'
import { seedProjects } from './projects'
import { demoPictures } from './images'
import { seedVacancies } from './vacancies'

/**
 * Loads the demo content: creates what is missing and never touches what exists, so running it
 * again neither duplicates nor overwrites an editor's work. A start runs it only on an empty
 * database (demoOnce.ts). `pictureScale` shrinks the demo pictures (tests that only need the
 * documents pass a small one).
 */
export async function seed(payload: Payload, { pictureScale = 1 } = {}): Promise<void> {
  const picture = demoPictures(payload, pictureScale)
  const company = await payload.findGlobal({ slug: 'company', depth: 0 })
  if (!company.name) {
    await payload.updateGlobal({ slug: 'company', data: demoCompany, context: skipRevalidation })
  }
  const steps: [string, () => Promise<void>][] = [
    ['the case studies', () => seedProjects(payload, picture)],
    ['the clients', () => seedClients(payload, picture)],
    ['the pages', () => seedPages(payload, picture)],
    ['the blog posts', () => seedPosts(payload, picture)],
    ['the vacancies', () => seedVacancies(payload)],
    ['the menus', () => seedNavigation(payload)],
  ]
  for (const [what, load] of steps) {
    payload.logger.info(`Demo content: ${what}...`)
    await load()
  }
  await seedArabic(payload)
}

/** The menus link to the pages they show, so they are made once the pages exist. */
async function seedNavigation(payload: Payload): Promise<void> {
  const navigation = await payload.findGlobal({ slug: 'navigation', depth: 0 })
  if (navigation.mainMenu?.length) return
  const { docs } = await payload.find({ collection: 'pages', limit: 0, depth: 0, select: { slug: true } })
  const pageIds = new Map(docs.map((page) => [page.slug, page.id]))
  await payload.updateGlobal({ slug: 'navigation', data: demoNavigation(pageIds), context: skipRevalidation })
}
