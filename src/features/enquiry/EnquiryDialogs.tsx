import { ChatIcon, PhoneIcon } from '@/components/icons/contact'

import { Dialog } from '@/components/Dialog'
import { LeadForm } from '@/features/forms/LeadForm'
import { telHref, whatsappUrl } from '@/lib/contact'
import type { Company } from '@/payload-types'
import { consultationDialogId, quoteDialogId } from './dialogIds'

/** The quickest ways to reach the company, offered in every enquiry dialog. */
function DirectContact({ company }: { company: Company }) {
  return (
    <ul className="mt-6 grid gap-3 border-t border-stone pt-5 sm:grid-cols-2">
      <li>
        <a href={telHref(company.phone)} className="btn btn-outline w-full">
          <PhoneIcon className="size-4" /> Call {company.phone}
        </a>
      </li>
      <li>
        <a href={whatsappUrl(company)} target="_blank" rel="noopener noreferrer" className="btn btn-outline w-full">
          <ChatIcon className="size-4" /> Chat on WhatsApp
        </a>
      </li>
    </ul>
  )
}

/** The site-wide quote and free-consultation dialogs, opened from buttons on any page. */
export function EnquiryDialogs({ company }: { company: Company }) {
  return (
    <>
      <Dialog id={quoteDialogId} title="Get a free Quote">
        <p className="text-ink-soft">
          Tell us about your space and we will come back within one working day with a first estimate.
        </p>
        <LeadForm form="quote" className="mt-5" />
        <DirectContact company={company} />
      </Dialog>
      <Dialog id={consultationDialogId} title="Free Consultation">
        <p className="text-ink-soft">
          Book a free consultation with one of our designers, at our studio or on your site.
        </p>
        <LeadForm form="consultation" className="mt-5" />
        <DirectContact company={company} />
      </Dialog>
    </>
  )
}
