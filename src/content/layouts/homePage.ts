import { english, type DemoLanguage } from '../language'
import { richTextFromParagraphs } from '../lexical'
import { subjectOfPagePicture } from '../pictureSubjects'
import type { PageCopy } from '../types'
import type { DemoPictures } from '../seed/images'
import { inOrder, type Layout } from './types'

/** The home page: hero with the three ways to reach us, our selected work, then what we do and what clients ask. */
export async function homePageLayout(page: PageCopy, picture: DemoPictures, language: DemoLanguage = english): Promise<Layout> {
  const { homeCopy, benefitsFor, layout: words } = language
  return [
    {
      blockType: 'banner',
      heading: page.title,
      tagline: homeCopy.tagline,
      image: await picture('page-home', words.home.bannerAlt, subjectOfPagePicture('page-home')),
      showBreadcrumb: false,
      showContactActions: true,
    },
    { blockType: 'projects', ...homeCopy.featured, limit: 6 },
    {
      blockType: 'intro',
      heading: words.home.introHeading,
      content: richTextFromParagraphs(page.intro),
      image: await picture('home-intro', words.home.introAlt, subjectOfPagePicture('home-intro'), 'photo'),
    },
    {
      blockType: 'cards',
      heading: homeCopy.groups.heading,
      intro: homeCopy.groups.intro,
      layout: 'grid',
      items: await inOrder(homeCopy.groups.items, async (item, index) => ({
        ...item,
        linkLabel: words.home.cardLinkLabel(item.title),
        image: await picture(`home-group-${index + 1}`, item.title, subjectOfPagePicture(`home-group-${index + 1}`), 'photo'),
      })),
    },
    {
      blockType: 'benefits',
      heading: homeCopy.benefitsHeading,
      items: benefitsFor({ homes: false, spaceUtilization: true }),
    },
    { blockType: 'process', heading: homeCopy.process.heading, steps: homeCopy.process.steps },
    { blockType: 'clientLogos', ...homeCopy.clients, limit: 12 },
    { blockType: 'testimonials', heading: homeCopy.testimonials.heading, items: homeCopy.testimonials.items },
    { blockType: 'latestPosts', ...homeCopy.posts, limit: 3 },
    { blockType: 'faq', heading: homeCopy.faq.heading, items: homeCopy.faq.items },
    { blockType: 'enquiry', ...homeCopy.enquiry },
  ]
}
