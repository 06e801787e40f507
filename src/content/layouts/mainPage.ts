import { aboutCopy } from '../about'
import { privacyCopy } from '../legal/privacy'
import { termsCopy } from '../legal/terms'
import { richTextFromParagraphs, richTextFromSections } from '../lexical'
import { pageForms } from '../pageForms'
import { subjectOfPagePicture } from '../pictureSubjects'
import type { LegalCopy, PageCopy } from '../types'
import type { DemoPictures } from '../seed/images'
import type { Layout } from './types'

type Sections = (page: PageCopy, picture: DemoPictures) => Promise<Layout>

const introText = (page: PageCopy): Layout => [{ blockType: 'richText', content: richTextFromParagraphs(page.intro) }]

const legalText = (copy: LegalCopy, tableOfContents: boolean): Layout => [
  { blockType: 'legalText', content: richTextFromSections(copy.sections, copy.intro), tableOfContents },
]

/** What each main page holds between its banner and its form (SPEC §2.8). */
const sectionsOf: Record<string, Sections> = {
  'about-us': async (page, picture) => [
    ...introText(page),
    {
      blockType: 'intro',
      heading: aboutCopy.whoWeAre.heading,
      content: richTextFromParagraphs(aboutCopy.whoWeAre.paragraphs),
      image: await picture('about-who-we-are', 'Our design studio in Business Bay, with material samples on a long oak table', subjectOfPagePicture('about-who-we-are'), 'photo'),
    },
    {
      blockType: 'intro',
      heading: aboutCopy.ourGroup.heading,
      content: richTextFromParagraphs(aboutCopy.ourGroup.paragraphs),
      image: await picture('about-our-group', 'Joinery, stone and lighting samples from the companies of our group', subjectOfPagePicture('about-our-group'), 'photo'),
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
  contact: async () => [
    {
      blockType: 'contactDetails',
      heading: 'Visit, call or write',
      links: [
        {
          title: 'Vendors and service providers',
          text: 'Supply materials or specialist services to our projects.',
          href: '/vendor-and-service-providers',
          linkLabel: 'Register as a vendor',
        },
        {
          title: 'Careers',
          text: 'See the roles we are recruiting for and apply online.',
          href: '/career',
          linkLabel: 'See open vacancies',
        },
      ],
    },
  ],
  'our-clients': async (page) => [
    ...introText(page),
    { blockType: 'clientLogos', heading: 'Brands and homeowners who trust us', limit: 25, showDescriptions: true },
  ],
  career: async (page) => [...introText(page), { blockType: 'vacancies', heading: 'OPEN VACANCIES' }],
  'vendor-and-service-providers': async (page) => [
    { blockType: 'intro', heading: 'Vendors & Service Providers', content: richTextFromParagraphs(page.intro) },
  ],
  'privacy-policy': async () => legalText(privacyCopy, false),
  'terms-and-conditions': async () => legalText(termsCopy, true),
}

/** The main pages (about, contact, clients, career, vendors, legal, and the blog's and portfolio's own sections). */
export async function mainPageLayout(slug: string, page: PageCopy, picture: DemoPictures): Promise<Layout> {
  const form = pageForms[slug]
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
      image: await picture(`page-${slug}`, `${page.title}: an interior designed by our studio`, subjectOfPagePicture(`page-${slug}`)),
    },
    ...(formBlock && form.opensPage ? [formBlock] : []),
    ...(await (sectionsOf[slug] ?? introText)(page, picture)),
    ...(formBlock && !form.opensPage ? [formBlock] : []),
  ]
}
