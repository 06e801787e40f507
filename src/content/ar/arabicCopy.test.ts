import { describe, expect, it } from 'vitest'

import { homeSlug, listingSlugs } from '@/lib/routes'
import { aboutCopy } from '../about'
import { benefitsFor } from '../benefits'
import { demoClients } from '../clients'
import { demoCompany } from '../company'
import { mainPageSlugs, pageSlugs, projectSlugs, serviceGroups, serviceSlugs } from '../demoRoutes'
import { sharedEnquiry } from '../enquiry'
import { homeCopy, servicesPageCopy } from '../homeCopy'
import { privacyCopy } from '../legal/privacy'
import { termsCopy } from '../legal/terms'
import { demoNavigation } from '../navigation'
import { pageCopy } from '../page-copy'
import { getInTouch, pageForms } from '../pageForms'
import { postCopy } from '../posts'
import { demoVideos, featuredProjectSlugs, galleryScenes, projectFactsCopy, videoCaseStudy } from '../projectDetails'
import { projectCopy } from '../project-copy'
import { serviceCopy } from '../services'
import { serviceFacts } from '../serviceFacts'
import { sectors } from '../types'
import { demoVacancies } from '../vacancies'
import { aboutCopyAr } from './about'
import { benefitsForAr, benefitsHeadingAr, benefitsWordingAr } from './benefits'
import { clientsAr } from './clients'
import { companyAr } from './company'
import { sharedEnquiryAr } from './enquiry'
import { homeCopyAr, servicesPageCopyAr } from './homeCopy'
import { layoutCopyAr } from './layoutCopy'
import { privacyCopyAr } from './legal/privacy'
import { legalReviewNoteAr } from './legal/reviewNote'
import { termsCopyAr } from './legal/terms'
import { demoNavigationAr, navigationLabelsAr } from './navigation'
import { mainPageCopyAr, pageCopyAr, translatedServiceSlugs } from './page-copy'
import { getInTouchAr, pageFormsAr } from './pageForms'
import { postCopyAr, postCopyTextAr, translatedPostUrls } from './posts'
import { demoVideoTitlesAr, galleryScenesAr, projectFactsCopyAr, videoCaseStudySellingPointsAr } from './projectDetails'
import { projectCopyAr, translatedProjectSlugs } from './project-copy'
import { sectorNamesAr } from './sectors'
import { serviceCopyAr, serviceCopyTextAr } from './services'
import { vacanciesAr } from './vacancies'

/** Keys of the English copy that hold facts rather than text: link addresses everywhere, more for some exports. */
const linkKeys: readonly string[] = ['href']

/** Every string in a value, with where it sits. */
function stringsOf(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]]
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsOf(item, `${path}[${index}]`))
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => stringsOf(item, `${path}.${key}`))
  return []
}

/**
 * The Arabic copy has the English copy's shape, fact keys aside: the same keys, the same number of
 * items in every list (sections, paragraphs, bullets, captions, steps, questions, slides), text where
 * the English has text and null where it has null.
 */
function expectSameShape(arabic: unknown, english: unknown, path: string, factKeys: readonly string[] = linkKeys): void {
  if (typeof english === 'string') {
    expect(typeof arabic, path).toBe('string')
  } else if (Array.isArray(english)) {
    expect(Array.isArray(arabic), path).toBe(true)
    expect((arabic as unknown[]).length, `${path}: number of items`).toBe(english.length)
    english.forEach((item, index) => expectSameShape((arabic as unknown[])[index], item, `${path}[${index}]`, factKeys))
  } else if (english && typeof english === 'object') {
    expect(arabic && typeof arabic === 'object' && !Array.isArray(arabic), path).toBe(true)
    const textKeys = Object.keys(english).filter((key) => !factKeys.includes(key))
    expect(Object.keys(arabic as object).sort(), `${path}: keys`).toEqual(textKeys.sort())
    for (const key of textKeys) {
      expectSameShape((arabic as Record<string, unknown>)[key], (english as Record<string, unknown>)[key], `${path}.${key}`, factKeys)
    }
  } else {
    expect(arabic, path).toBe(english)
  }
}

const placeholderPattern = /\{(?:company|email|phone|address|jurisdiction|website)\}/g
const arabicLetter = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/gu
const anyLetter = /\p{L}/gu
/** Four Latin words in a row: an English phrase left in the Arabic. */
const englishPhrase = /\b[A-Za-z]+(?:[\s'’-]+[A-Za-z]+){3,}\b/
const easternDigits = /[\u0660-\u0669\u06F0-\u06F9]/
const tatweel = /\u0640/
/** Latin comma, question mark or semicolon written after an Arabic word (Arabic punctuation is ، ؟ ؛). */
const latinPunctuation = /[\u0621-\u064A][,?;]/

/** A visitor string: written, in Arabic script, Western digits and Arabic punctuation, with no English left over. */
function expectArabicText(path: string, text: string): void {
  expect(text.trim(), `${path} is empty`).not.toBe('')
  expect(text, `${path} has Eastern Arabic digits`).not.toMatch(easternDigits)
  expect(text, `${path} has a tatweel`).not.toMatch(tatweel)
  expect(text, `${path} has Latin punctuation`).not.toMatch(latinPunctuation)
  const words = text.replace(placeholderPattern, ' ')
  expect(words, `${path} has an English phrase`).not.toMatch(englishPhrase)
  const letters = words.match(anyLetter)?.length ?? 0
  if (letters === 0) {
    // Only placeholders the page fills, such as the terms' '{company}' line.
    expect(text.match(placeholderPattern), `${path} has no words`).not.toBeNull()
    return
  }
  const arabic = words.match(arabicLetter)?.length ?? 0
  expect(arabic / letters, `${path} is not mostly Arabic: "${text}"`).toBeGreaterThanOrEqual(0.6)
}

function expectAllArabic(value: unknown, path: string): void {
  const strings = stringsOf(value, path)
  expect(strings.length, `${path} holds no text`).toBeGreaterThan(0)
  for (const [where, text] of strings) expectArabicText(where, text)
}

/** What SPEC asks of search records, in Arabic too. */
function expectSearchRecords(path: string, copy: { metaTitle: string; metaDescription: string }): void {
  expect(copy.metaTitle.length, `${path}.metaTitle`).toBeLessThanOrEqual(60)
  expect(copy.metaDescription.length, `${path}.metaDescription`).toBeGreaterThanOrEqual(120)
  expect(copy.metaDescription.length, `${path}.metaDescription`).toBeLessThanOrEqual(160)
}

describe('the Arabic menus', () => {
  const pageIds = new Map(pageSlugs.map((slug, index) => [slug, index + 1]))
  const slugOf = new Map([...pageIds].map(([slug, id]) => [id, slug]))
  const english = demoNavigation(pageIds)

  it('label every page the English menus link to, in the same order', () => {
    expect(Object.keys(navigationLabelsAr.mainMenu)).toEqual(english.mainMenu.map((item) => slugOf.get(item.document.value)))
    expect(Object.keys(navigationLabelsAr.footerLinks)).toEqual(english.footerLinks.map((link) => slugOf.get(link.document.value)))
    expect(Object.keys(navigationLabelsAr.serviceGroups)).toEqual(serviceGroups.map((group) => group.label))
    expectAllArabic(navigationLabelsAr, 'navigationLabelsAr')
  })

  it('build the English menus with Arabic labels', () => {
    const arabic = demoNavigationAr(pageIds)
    expectSameShape(
      JSON.parse(JSON.stringify(arabic, (key, value) => (key === 'target' || key === 'document' ? undefined : value))),
      JSON.parse(JSON.stringify(english, (key, value) => (key === 'target' || key === 'document' ? undefined : value))),
      'menus',
    )
    expect(arabic.mainMenu.map((item) => item.document)).toEqual(english.mainMenu.map((item) => item.document))
    expectAllArabic(stringsOf(arabic, 'menus').filter(([path]) => path.endsWith('.label')).map(([, label]) => label), 'menu labels')
  })
})

describe('the Arabic company details', () => {
  it('cover what a visitor reads, with the popular searches of the English footer', () => {
    expect(Object.keys(companyAr.popularSearches)).toEqual(demoCompany.popularSearches.map((search) => search.href))
    expectAllArabic(companyAr, 'companyAr')
  })
})

describe('the Arabic home page and /services', () => {
  it('mirror homeCopy and servicesPageCopy', () => {
    expectSameShape(homeCopyAr, homeCopy, 'homeCopyAr')
    expectSameShape(servicesPageCopyAr, servicesPageCopy, 'servicesPageCopyAr')
    expectAllArabic(homeCopyAr, 'homeCopyAr')
    expectAllArabic(servicesPageCopyAr, 'servicesPageCopyAr')
  })
})

describe('the Arabic page copy', () => {
  it('covers the home page, the company pages, the two listings and all 29 service pages', () => {
    expect(Object.keys(mainPageCopyAr).sort()).toEqual([homeSlug, ...mainPageSlugs, listingSlugs.portfolio, listingSlugs.blog].sort())
    expect(translatedServiceSlugs).toEqual(serviceSlugs)
    expect(Object.keys(pageCopyAr).sort()).toEqual([...pageSlugs].sort())
  })

  it.each(Object.keys(pageCopyAr))('mirrors the English copy of %s, with search records of the right length', (slug) => {
    expectSameShape(pageCopyAr[slug], pageCopy[slug], slug)
    expectAllArabic(pageCopyAr[slug], slug)
    expectSearchRecords(slug, pageCopyAr[slug]!)
  })

  it('never repeats a title or description', () => {
    const entries = [...Object.values(pageCopyAr), ...Object.values(projectCopyAr), ...Object.values(postCopyTextAr)]
    expect(new Set(entries.map((copy) => copy.metaTitle)).size).toBe(entries.length)
    expect(new Set(entries.map((copy) => copy.metaDescription)).size).toBe(entries.length)
  })
})

describe('the Arabic company pages', () => {
  it('mirror about, clients, vacancies, the enquiry block and the forms', () => {
    expectSameShape(aboutCopyAr, aboutCopy, 'aboutCopyAr')
    expect(Object.keys(clientsAr)).toEqual(demoClients.map((client) => client.name))
    for (const client of demoClients) {
      expectSameShape(clientsAr[client.name], { sector: client.sector, description: client.description }, `clientsAr.${client.name}`)
    }
    expectSameShape(vacanciesAr, demoVacancies, 'vacanciesAr', ['role'])
    expectSameShape(sharedEnquiryAr, sharedEnquiry, 'sharedEnquiryAr')
    expectSameShape(getInTouchAr, { heading: getInTouch.heading, intro: getInTouch.intro }, 'getInTouchAr')
    expect(Object.keys(pageFormsAr).sort()).toEqual(Object.keys(pageForms).sort())
    for (const [slug, form] of Object.entries(pageForms)) {
      expectSameShape(pageFormsAr[slug as keyof typeof pageForms], { heading: form.heading, intro: form.intro }, `pageFormsAr.${slug}`)
    }
    for (const [name, value] of Object.entries({ aboutCopyAr, clientsAr, vacanciesAr, sharedEnquiryAr, getInTouchAr, pageFormsAr })) {
      expectAllArabic(value, name)
    }
  })

  it('word the benefits strip for every page, with the English benefits and icons', () => {
    for (const homes of [false, true]) {
      for (const spaceUtilization of [false, true]) {
        const arabic = benefitsForAr({ homes, spaceUtilization })
        expect(arabic.map((benefit) => benefit.icon)).toEqual(benefitsFor({ homes, spaceUtilization }).map((benefit) => benefit.icon))
        expectAllArabic(arabic.map(({ title, text }) => ({ title, text })), `benefits homes=${homes} space=${spaceUtilization}`)
      }
    }
    expectAllArabic([benefitsHeadingAr, benefitsWordingAr], 'benefits')
  })

  it('name the portfolio sectors and word what the layouts write inline', () => {
    expect(Object.keys(sectorNamesAr).sort()).toEqual([...sectors].sort())
    expectAllArabic(sectorNamesAr, 'sectorNamesAr')
    const sample = 'تجهيز المكاتب'
    expectAllArabic(
      stringsOf(layoutCopyAr, 'layoutCopyAr').map(([, text]) => text).concat(
        layoutCopyAr.home.cardLinkLabel(sample),
        layoutCopyAr.servicesPage.bannerAlt(sample),
        layoutCopyAr.mainPage.bannerAlt(sample),
        layoutCopyAr.servicePage.bannerAlt(sample),
        layoutCopyAr.servicePage.introAlt(sample),
        layoutCopyAr.servicePage.galleryHeading(sample),
        layoutCopyAr.projects.mainImageAlt(sample, 'دبي'),
        layoutCopyAr.projects.galleryAlt(sample, 'صالة معيشة', true),
        layoutCopyAr.projects.scope(['تجهيز المكاتب', 'قواطع زجاجية']),
        layoutCopyAr.clients.logoAlt('شركة'),
      ),
      'layoutCopyAr',
    )
  })
})

describe.each([
  ['privacy policy', privacyCopyAr, privacyCopy],
  ['terms', termsCopyAr, termsCopy],
] as const)('the Arabic %s', (_name, arabic, english) => {
  it('open with the note for counsel, then mirror the English text section by section', () => {
    expect(arabic.intro[0]).toBe(legalReviewNoteAr)
    expect(legalReviewNoteAr).toMatch(/الإنجليزي/)
    expectSameShape(arabic.intro.slice(1), english.intro, 'intro')
    expectSameShape(arabic.sections, english.sections, 'sections')
    expectAllArabic(arabic, 'legal')
  })

  it('use the same placeholders in every paragraph and bullet as the English', () => {
    const placeholders = (text: string) => (text.match(placeholderPattern) ?? []).sort()
    const arabicTexts = stringsOf({ intro: arabic.intro.slice(1), sections: arabic.sections }, '')
    const englishTexts = stringsOf({ intro: english.intro, sections: english.sections }, '')
    arabicTexts.forEach(([path, text], index) => expect(placeholders(text), path).toEqual(placeholders(englishTexts[index]![1])))
  })
})

describe.each(serviceSlugs)('the Arabic copy of /%s', (slug) => {
  const arabic = serviceCopyTextAr[slug]!
  const facts = serviceFacts[slug]!

  it('mirrors the English body with the counts of the table of facts', () => {
    expectSameShape(arabic, serviceCopy[slug], slug)
    expect(arabic.gallery).toHaveLength(facts.gallery)
    expect(arabic.process).toHaveLength(facts.process)
    expect(arabic.faq).toHaveLength(facts.faq)
    expect(arabic.carousels.map((carousel) => carousel.slides.length)).toEqual(facts.carousels)
    expect(arabic.types?.items.length ?? 0).toBe(facts.types)
    expect(arabic.testimonials).toHaveLength(facts.testimonials)
    expectAllArabic(arabic, slug)
  })

  it('keeps the English links when built into a full ServiceCopy', () => {
    const full = serviceCopyAr(slug)!
    const links = (copy: typeof full) => ({
      sections: copy.sections.map((section) => section.link?.href),
      slides: copy.carousels.map((carousel) => carousel.slides.map((slide) => slide.href)),
      types: copy.types?.items.map((item) => item.href),
    })
    expect(links(full)).toEqual(links(serviceCopy[slug]!))
  })
})

it('names the three standard steps of SPEC §2.6 the same way on every three-step service page', () => {
  const threeStepPages = serviceSlugs.filter((slug) => serviceFacts[slug]!.process === 3)
  const titles = new Set(threeStepPages.map((slug) => JSON.stringify(serviceCopyTextAr[slug]!.process.map((step) => step.title))))
  expect([...titles]).toEqual([JSON.stringify(homeCopyAr.process.steps.map((step) => step.title))])
})

describe('the Arabic case studies', () => {
  it('are at least six English case studies: one of each sector, and every one the home page features', () => {
    expect(translatedProjectSlugs.length).toBeGreaterThanOrEqual(6)
    for (const slug of translatedProjectSlugs) expect(projectSlugs).toContain(slug)
    expect(new Set(translatedProjectSlugs.map((slug) => projectCopy[slug].sector)).size).toBe(sectors.length)
    for (const slug of featuredProjectSlugs) expect(translatedProjectSlugs).toContain(slug)
    expect(Object.keys(projectCopyAr).sort()).toEqual([...translatedProjectSlugs].sort())
  })

  it.each(translatedProjectSlugs)('mirror the English copy of %s', (slug) => {
    expectSameShape(projectCopyAr[slug], projectCopy[slug], slug, ['sector'])
    expectAllArabic(projectCopyAr[slug], slug)
    expectSearchRecords(slug, projectCopyAr[slug])
  })

  it('word the facts, selling points, videos and gallery scenes of the case studies', () => {
    expectSameShape(projectFactsCopyAr, projectFactsCopy, 'projectFactsCopyAr')
    expectSameShape(videoCaseStudySellingPointsAr, videoCaseStudy.sellingPoints, 'videoCaseStudySellingPointsAr')
    expect(Object.keys(demoVideoTitlesAr).sort()).toEqual(Object.keys(demoVideos).sort())
    expectSameShape(galleryScenesAr, galleryScenes, 'galleryScenesAr')
    for (const [name, value] of Object.entries({ projectFactsCopyAr, videoCaseStudySellingPointsAr, demoVideoTitlesAr, galleryScenesAr })) {
      expectAllArabic(value, name)
    }
  })
})

describe('the Arabic blog posts', () => {
  it('are ten English posts', () => {
    expect(Object.keys(postCopyTextAr)).toHaveLength(10)
    expect(translatedPostUrls).toHaveLength(10)
    for (const url of Object.keys(postCopyTextAr)) expect(postCopy.map((post) => post.url)).toContain(url)
  })

  it.each(Object.keys(postCopyTextAr))('mirror the English post %s, its date and links', (url) => {
    const english = postCopy.find((post) => post.url === url)!
    expectSameShape(postCopyTextAr[url], english, url, ['href', 'url', 'publishedAt'])
    expectAllArabic(postCopyTextAr[url], url)
    expectSearchRecords(url, postCopyTextAr[url]!)
    const full = postCopyAr(url)!
    expect([full.url, full.publishedAt]).toEqual([english.url, english.publishedAt])
    expect(full.sections.map((section) => section.link?.href)).toEqual(english.sections.map((section) => section.link?.href))
  })
})

it('never names the company, in Latin or Arabic letters (templates do)', () => {
  const everything = JSON.stringify([
    navigationLabelsAr, companyAr, homeCopyAr, servicesPageCopyAr, pageCopyAr, aboutCopyAr, clientsAr, vacanciesAr,
    sharedEnquiryAr, pageFormsAr, getInTouchAr, privacyCopyAr, termsCopyAr, serviceCopyTextAr, projectCopyAr,
    projectFactsCopyAr, videoCaseStudySellingPointsAr, demoVideoTitlesAr, galleryScenesAr, postCopyTextAr, layoutCopyAr,
    sectorNamesAr, benefitsWordingAr,
  ])
  expect(everything).not.toContain(demoCompany.name.split(' ')[1])
  expect(everything).not.toMatch(/أتيليه|آتيليه/)
  expect(everything).not.toMatch(easternDigits)
})
