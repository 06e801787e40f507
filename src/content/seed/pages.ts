import type { Payload } from 'payload'

import { pageSlugs } from '@/lib/routes'
import { skipRevalidation } from '@/cms/hooks/revalidate'
import { richTextFromParagraphs } from '../lexical'
import { pageCopy } from '../page-copy'
import { pageForms } from '../pageForms'
import { demoImage } from './images'

async function pageExists(payload: Payload, slug: string) {
  const { totalDocs } = await payload.count({ collection: 'pages', where: { slug: { equals: slug } } })
  return totalDocs > 0
}

export async function seedPages(payload: Payload): Promise<void> {
  for (const slug of pageSlugs) {
    if (await pageExists(payload, slug)) continue
    const copy = pageCopy[slug]
    if (!copy) throw new Error(`No demo copy for the page '${slug}'`)
    const image = await demoImage(payload, `page-${slug}`, `${copy.title}: an interior designed by our studio`)
    await payload.create({
      collection: 'pages',
      context: skipRevalidation,
      data: {
        title: copy.title,
        slug,
        breadcrumb: copy.breadcrumb,
        layout: [
          { blockType: 'banner', heading: copy.title, image, showBreadcrumb: slug !== 'home' },
          { blockType: 'richText', content: richTextFromParagraphs(copy.intro) },
          ...(slug === 'career' ? [{ blockType: 'vacancies' as const, heading: 'OPEN VACANCIES' }] : []),
          ...(pageForms[slug] ? [{ blockType: 'leadForm' as const, ...pageForms[slug] }] : []),
        ],
        meta: { title: copy.metaTitle, description: copy.metaDescription, image },
      },
    })
  }
}
