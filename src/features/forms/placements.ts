import { telHref } from '@/lib/contact'
import type { Company } from '@/payload-types'
import type { LeadFormProps, Transition } from './client/LeadForm'
import type { FormName } from './definitions'
import { uploadMaxBytes } from './server/limits'

const copy: Record<FormName, { submitLabel: string; successMessage: string }> = {
  quote: {
    submitLabel: 'Send my request',
    successMessage: 'Thank you. Your quote request is with our team and we will reply within one working day.',
  },
  consultation: {
    submitLabel: 'Book my consultation',
    successMessage: 'Thank you. We will call you shortly to arrange your free consultation.',
  },
  newsletter: {
    submitLabel: 'Subscribe',
    successMessage: 'Thank you for subscribing. Our next studio notes will reach your inbox.',
  },
  contact: {
    submitLabel: 'Send message',
    successMessage: 'Thank you for your message. We will reply within one working day.',
  },
  career: {
    submitLabel: 'Send my application',
    successMessage: 'Thank you for applying. Our team will review your application and contact you.',
  },
  vendor: {
    submitLabel: 'Register as a vendor',
    successMessage: 'Thank you. Our procurement team will review your company profile.',
  },
}

/** SPEC §4's transition after each form succeeds. */
const transitionOf = (name: FormName, company: Company): Transition => {
  switch (name) {
    case 'contact':
      return { go: 'reload', delayMs: 500 }
    case 'career':
    case 'vendor':
      return { go: 'navigate', href: company.homeSiteUrl || '/', delayMs: 500 }
    default:
      return { go: 'navigate', href: '/' }
  }
}

/** Everything a form needs from the server: its wording, transition, fallback contacts and limits. */
export function leadFormProps(name: FormName, company: Company): LeadFormProps {
  return {
    form: name,
    ...copy[name],
    transition: transitionOf(name, company),
    fallback: { phone: company.phone, telHref: telHref(company.phone), chatUrl: company.chatUrl },
    uploadMaxBytes: uploadMaxBytes(),
  }
}
