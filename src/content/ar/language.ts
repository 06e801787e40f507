import type { DemoLanguage } from '../language'
import { english } from '../language'
import { aboutCopyAr } from './about'
import { benefitsForAr, benefitsHeadingAr } from './benefits'
import { sharedEnquiryAr } from './enquiry'
import { homeCopyAr, servicesPageCopyAr } from './homeCopy'
import { layoutCopyAr } from './layoutCopy'
import { privacyCopyAr } from './legal/privacy'
import { termsCopyAr } from './legal/terms'
import { pageCopyAr } from './page-copy'
import { getInTouchAr, pageFormsAr } from './pageForms'
import { serviceCopyAr } from './services'

/** Rows of Arabic text given the facts (links) of the English rows they mirror, by position. */
const withFactsOf = <T extends object>(text: object[], facts: T[]): T[] => facts.map((fact, index) => ({ ...fact, ...text[index] }))

/**
 * The demo's Arabic, as the page layouts take it: the Arabic text (src/content/ar/) with the
 * English copy's facts (links, forms, the places of forms), as each module's README entry says.
 */
export const arabic: DemoLanguage = {
  pageCopy: pageCopyAr,
  serviceCopy: serviceCopyAr,
  homeCopy: {
    ...english.homeCopy,
    ...homeCopyAr,
    groups: { ...homeCopyAr.groups, items: withFactsOf(homeCopyAr.groups.items, english.homeCopy.groups.items) },
  },
  servicesPageCopy: { sections: withFactsOf(servicesPageCopyAr.sections, english.servicesPageCopy.sections) },
  aboutCopy: aboutCopyAr,
  benefitsFor: benefitsForAr,
  benefitsHeading: benefitsHeadingAr,
  sharedEnquiry: sharedEnquiryAr,
  getInTouch: { ...english.getInTouch, ...getInTouchAr },
  pageForms: Object.fromEntries(Object.entries(english.pageForms).map(([slug, form]) => [slug, { ...form, ...pageFormsAr[slug] }])),
  privacyCopy: privacyCopyAr,
  termsCopy: termsCopyAr,
  layout: layoutCopyAr,
}
