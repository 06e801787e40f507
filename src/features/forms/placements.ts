import { telHref } from '@/lib/contact'
import type { Company } from '@/payload-types'
import type { LeadFormProps } from './client/LeadForm'
import type { FormName } from './definitions'
import { uploadMaxBytes } from './server/limits'

/** What a form needs from the server where it is placed: the company's site and contacts, the upload limit. */
export function leadFormProps(name: FormName, company: Company): LeadFormProps {
  return {
    form: name,
    companySite: company.homeSiteUrl || '/',
    fallback: { phone: company.phone, telHref: telHref(company.phone), chatUrl: company.chatUrl },
    uploadMaxBytes: uploadMaxBytes(),
  }
}
