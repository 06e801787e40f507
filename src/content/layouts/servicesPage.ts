import { english, type DemoLanguage } from '../language'
import { richTextFromParagraphs } from '../lexical'
import { subjectOfPagePicture } from '../pictureSubjects'
import type { PageCopy } from '../types'
import type { DemoPictures } from '../seed/images'
import { inOrder, type Layout } from './types'

/** /services (SPEC §2.5): the breadcrumb, then five sections each with a picture, text and a link. */
export async function servicesPageLayout(page: PageCopy, picture: DemoPictures, language: DemoLanguage = english): Promise<Layout> {
  const { servicesPageCopy, sharedEnquiry, layout: words } = language
  return [
    { blockType: 'banner', heading: page.title, image: await picture('page-services', words.servicesPage.bannerAlt(page.title), subjectOfPagePicture('page-services')) },
    { blockType: 'richText', content: richTextFromParagraphs(page.intro) },
    {
      blockType: 'cards',
      layout: 'rows',
      items: await inOrder(servicesPageCopy.sections, async (section, index) => ({
        title: section.heading,
        text: section.paragraphs.join('\n\n'),
        href: section.href,
        linkLabel: section.linkLabel,
        image: await picture(`services-section-${index + 1}`, section.imageAlt, subjectOfPagePicture(`services-section-${index + 1}`), 'photo'),
      })),
    },
    { blockType: 'enquiry', ...sharedEnquiry },
  ]
}
