import { richTextFromParagraphs } from '../lexical'
import { pageForms } from '../pageForms'
import type { PageCopy } from '../types'
import type { DemoPictures } from '../seed/images'
import type { Layout } from './types'

/** The other main pages (about, contact, career, vendors, legal): banner, text and their form. */
export async function mainPageLayout(slug: string, page: PageCopy, picture: DemoPictures): Promise<Layout> {
  const form = pageForms[slug]
  return [
    { blockType: 'banner', heading: page.title, image: await picture(`page-${slug}`, `${page.title}: an interior designed by our studio`) },
    { blockType: 'richText', content: richTextFromParagraphs(page.intro) },
    ...(slug === 'career' ? [{ blockType: 'vacancies' as const, heading: 'OPEN VACANCIES' }] : []),
    ...(form ? [{ blockType: 'leadForm' as const, ...form }] : []),
  ]
}
