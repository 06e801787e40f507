import { telHref, whatsappUrl } from '@/lib/contact'
import type { Company } from '@/payload-types'
import type { FormSettings } from './client/formSettings'
import { uploadMaxBytes } from './server/limits'

/** What every form needs from the server: the company's site and contacts, the upload limit. */
export function formSettings(company: Company): FormSettings {
  return {
    companySite: company.homeSiteUrl || '/',
    fallback: { phone: company.phone, telHref: telHref(company.phone), whatsappUrl: whatsappUrl(company) },
    uploadMaxBytes: uploadMaxBytes(),
  }
}
