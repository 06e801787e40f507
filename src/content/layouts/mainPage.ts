import { english, type DemoLanguage } from '../language'
import { contactLinkPaths } from '../layoutCopy'
import { richTextFromParagraphs, richTextFromSections } from '../lexical'
import { subjectOfPagePicture } from '../pictureSubjects'
import type { LegalCopy, PageCopy } from '../types'
import type { DemoPictures } from '../seed/images'
import type { Layout } from './types'

type Sections = (page: PageCopy, picture: DemoPictures, language: DemoLanguage) => Promise<Layout>

const introText = (page: PageCopy): Layout => [{ blockType: 'richText', content: richTextFromParagraphs(page.intro) }]

const legalText = (copy: LegalCopy, tableOfContents: boolean): Layout => [
  { blockType: 'legalText', content: richTextFromSections(copy.sections, copy.intro), tableOfContents },
]

/** What each main page holds between its banner and its form (SPEC §2.8). */
const sectionsOf: Record<string, Sections> = {
  'about-us': async (page, picture, { aboutCopy, layout: words }) => [
    ...introText(page),
    {
      blockType: 'intro',
      heading: aboutCopy.whoWeAre.heading,
      content: richTextFromParagraphs(aboutCopy.whoWeAre.paragraphs),
      image: await picture('about-who-we-are', words.mainPage.aboutWhoWeAreAlt, subjectOfPagePicture('about-who-we-are'), 'photo'),
    },
    {
      blockType: 'intro',
      heading: aboutCopy.ourGroup.heading,
      content: richTextFromParagraphs(aboutCopy.ourGroup.paragraphs),
      image: await picture('about-our-group', words.mainPage.aboutOurGroupAlt, subjectOfPagePicture('about-our-group'), 'photo'),
    },
    {
      blockType: 'cards',
      layout: 'grid',
      items: aboutCopy.ourGroup.companies.map((company) => ({ title: company.name, text: company.text })),
    },
    {
      blockType: 'profile',
      heading: aboutCopy.leadership.heading,
      intro: aboutCopy.leadership.intro,
      portrait: await picture('about-ceo', aboutCopy.leadership.ceo.portraitAlt, subjectOfPagePicture('about-ceo'), { width: 800, height: 1000 }),
      name: aboutCopy.leadership.ceo.name,
      role: aboutCopy.leadership.ceo.role,
      biography: richTextFromParagraphs(aboutCopy.leadership.ceo.biography),
    },
  ],
  contact: async (_page, _picture, { layout: words }) => [
    {
      blockType: 'contactDetails',
      heading: words.mainPage.contact.heading,
      links: contactLinkPaths.map((href, index) => ({ ...words.mainPage.contact.links[index]!, href })),
    },
  ],
  'our-clients': async (page, _picture, { layout: words }) => [
    ...introText(page),
    { blockType: 'clientLogos', heading: words.mainPage.clientsHeading, limit: 25, showDescriptions: true },
  ],
  career: async (page, _picture, { layout: words }) => [...introText(page), { blockType: 'vacancies', heading: words.mainPage.vacanciesHeading }],
  'vendor-and-service-providers': async (page, _picture, { layout: words }) => [
    { blockType: 'intro', heading: words.mainPage.vendorsHeading, content: richTextFromParagraphs(page.intro) },
  ],
  'privacy-policy': async (_page, _picture, { privacyCopy }) => legalText(privacyCopy, false),
  'terms-and-conditions': async (_page, _picture, { termsCopy }) => legalText(termsCopy, true),
}

/** The main pages (about, contact, clients, career, vendors, legal, and the blog's and portfolio's own sections). */
export async function mainPageLayout(slug: string, page: PageCopy, picture: DemoPictures, language: DemoLanguage = english): Promise<Layout> {
  const form = language.pageForms[slug]
  const formBlock = form && {
    blockType: 'leadForm' as const,
    form: form.form,
    heading: form.heading,
    intro: form.opensPage ? page.intro.join('\n\n') : form.intro,
  }
  return [
    {
      blockType: 'banner',
      heading: page.title,
      image: await picture(`page-${slug}`, language.layout.mainPage.bannerAlt(page.title), subjectOfPagePicture(`page-${slug}`)),
    },
    ...(formBlock && form.opensPage ? [formBlock] : []),
    ...(await (sectionsOf[slug] ?? introText)(page, picture, language)),
    ...(formBlock && !form.opensPage ? [formBlock] : []),
  ]
}
