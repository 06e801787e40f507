import { getCompany } from '@/features/site/queries'

import { formsLandingOn } from './afterSuccess'
import { TargetNotice } from './client/NoticeCard'
import { forms } from './definitions'
import { companySiteOf } from './placements'

/**
 * The thank-you notices of the plain posts that land on the page at `path` wherever they were sent
 * from (the home page, say). A form that keeps the visitor on its own page shows its notice beside
 * itself (leadFormOf).
 */
export async function LandingNotices({ path }: { path: string }) {
  const companySite = companySiteOf(await getCompany())
  return formsLandingOn(path, companySite).map((name) => <TargetNotice key={name} form={name} message={forms[name].successMessage} />)
}
