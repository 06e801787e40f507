import { telHref, whatsappUrl } from '@/lib/contact'
import type { Company } from '@/payload-types'
import type { FormSettings } from './client/formSettings'
import { uploadMaxBytes } from '@/cms/env'

/** The company's home site, where SPEC §4 sends an applicant: this site's home page unless the company gave another. */
export const companySiteOf = (company: Pick<Company, 'homeSiteUrl'>) => company.homeSiteUrl || '/'

/** What every form needs from the server: the company's site and contacts, the upload limit. */
export function formSettings(company: Company): FormSettings {
  return {
    companySite: companySiteOf(company),
    fallback: { phone: company.phone, telHref: telHref(company.phone), whatsappUrl: whatsappUrl(company) },
    uploadMaxBytes: uploadMaxBytes(),
  }
}
