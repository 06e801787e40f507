import { aboutCopy } from './about'
import { benefitsFor, benefitsHeading } from './benefits'
import { sharedEnquiry } from './enquiry'
import { homeCopy, type HomeCopy, servicesPageCopy, type ServicesPageCopy } from './homeCopy'
import { layoutCopy, type LayoutCopy } from './layoutCopy'
import { privacyCopy } from './legal/privacy'
import { termsCopy } from './legal/terms'
import { pageCopy } from './page-copy'
import { getInTouch, type PageForm, pageForms } from './pageForms'
import { serviceCopy } from './services'
import type { AboutCopy, LegalCopy, PageCopy, ServiceCopy } from './types'

/** Everything the seed's page layouts write, in one language: the copy and the words around it. */
export type DemoLanguage = {
  pageCopy: Record<string, PageCopy>
  serviceCopy: (slug: string) => ServiceCopy | undefined
  homeCopy: HomeCopy
  servicesPageCopy: ServicesPageCopy
  aboutCopy: AboutCopy
  benefitsFor: typeof benefitsFor
  benefitsHeading: string
  sharedEnquiry: typeof sharedEnquiry
  getInTouch: PageForm
  pageForms: Record<string, PageForm>
  privacyCopy: LegalCopy
  termsCopy: LegalCopy
  layout: LayoutCopy
}

/** The demo's English. */
export const english: DemoLanguage = {
  pageCopy,
  serviceCopy: (slug) => serviceCopy[slug],
  homeCopy,
  servicesPageCopy,
  aboutCopy,
  benefitsFor,
  benefitsHeading,
  sharedEnquiry,
  getInTouch,
  pageForms,
  privacyCopy,
  termsCopy,
  layout: layoutCopy,
}
