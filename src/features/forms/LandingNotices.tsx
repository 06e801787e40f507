import { getCompany } from '@/features/site/queries'
import { pageLanguage } from '@/features/site/pageContext'

import { formsLandingOn } from './afterSuccess'
import { TargetNotice } from './client/NoticeCard'
import { forms } from './definitions'
import { companySiteOf } from './placements'
import { formWordsIn } from './words'
import { translated } from './words/translated'

/**
 * The thank-you notices of the plain posts that land on the page at `path` (its English address)
 * wherever they were sent from (the home page, say), in the page's language. A form that keeps the
 * visitor on its own page shows its notice beside itself (leadFormOf).
 */
export async function LandingNotices({ path }: { path: string }) {
  const companySite = companySiteOf(await getCompany())
  const words = formWordsIn(pageLanguage())
  return formsLandingOn(path, companySite).map((name) => (
    <TargetNotice key={name} form={name} message={translated(name, forms[name], words).successMessage} dismissLabel={words.dismiss} />
  ))
}
