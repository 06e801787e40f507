import type { Payload } from 'payload'

import { projectSlugs } from '@/lib/routes'
import { skipRevalidation } from '@/cms/hooks/revalidate'
import { richTextFromParagraphs } from '../lexical'
import { projectCopy } from '../project-copy'
import { demoImage } from './images'

/** SPEC §2.7: these case studies show no main picture. */
const withoutMainImage = new Set<string>(['occidental-hotel-bathroom-renovation-sharjah'])

const featured = new Set<string>([
  'modern-villa-design-and-renovation-jumeirah-park',
  'irmg-office-jlt-dubai',
  'makani-restaurant-sharjah',
  'motor-city-hmc-clinic',
  'villa-renovation-mudon',
  'just-padel-marina-mall-abu-dhabi',
])

export async function seedProjects(payload: Payload): Promise<void> {
  for (const slug of projectSlugs) {
    const { totalDocs } = await payload.count({ collection: 'projects', where: { slug: { equals: slug } } })
    if (totalDocs > 0) continue
    const copy = projectCopy[slug]
    const mainImage = withoutMainImage.has(slug)
      ? undefined
      : await demoImage(payload, `project-${slug}`, `${copy.title}, ${copy.location}`)
    await payload.create({
      collection: 'projects',
      context: skipRevalidation,
      data: {
        title: copy.title,
        slug,
        location: copy.location,
        sector: copy.sector,
        services: copy.services,
        description: richTextFromParagraphs(copy.summary),
        mainImage,
        featured: featured.has(slug),
        meta: { title: copy.metaTitle, description: copy.metaDescription, image: mainImage },
      },
    })
  }
}
