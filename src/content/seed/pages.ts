import type { Payload } from 'payload'

import { skipRevalidation } from '@/cms/hooks/revalidate'
import { homeSlug } from '@/lib/routes'
import { pageSlugs, serviceSlugs } from '../demoRoutes'
import { english, type DemoLanguage } from '../language'
import { homePageLayout } from '../layouts/homePage'
import { mainPageLayout } from '../layouts/mainPage'
import { servicePageLayout } from '../layouts/servicePage'
import { servicesPageLayout } from '../layouts/servicesPage'
import type { Layout } from '../layouts/types'
import { pageCopy } from '../page-copy'
import type { PageCopy } from '../types'
import type { DemoPictures } from './images'

async function pageExists(payload: Payload, slug: string) {
  const { totalDocs } = await payload.count({ collection: 'pages', where: { slug: { equals: slug } } })
  return totalDocs > 0
}

/** The sections of the page `slug`, written in `language` (English unless said). */
export function layoutOf(slug: string, copy: PageCopy, picture: DemoPictures, language: DemoLanguage = english): Promise<Layout> {
  if (slug === homeSlug) return homePageLayout(copy, picture, language)
  if (slug === 'services') return servicesPageLayout(copy, picture, language)
  if (serviceSlugs.includes(slug)) return servicePageLayout(slug, copy, picture, language)
  return mainPageLayout(slug, copy, picture, language)
}

/** Creates every page of the route table that does not exist yet, with its sections and pictures. */
export async function seedPages(payload: Payload, picture: DemoPictures): Promise<void> {
  for (const slug of pageSlugs) {
    if (await pageExists(payload, slug)) continue
    const copy = pageCopy[slug]
    if (!copy) throw new Error(`No demo copy for the page '${slug}'`)
    const layout = await layoutOf(slug, copy, picture)
    const banner = layout.find((block) => block.blockType === 'banner')
    await payload.create({
      collection: 'pages',
      context: skipRevalidation,
      data: {
        title: copy.title,
        slug,
        pageType: serviceSlugs.includes(slug) ? 'service' : 'standard',
        breadcrumb: copy.breadcrumb,
        layout,
        meta: { title: copy.metaTitle, description: copy.metaDescription, image: banner?.image },
        _status: 'published',
      },
    })
  }
}
