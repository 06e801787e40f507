import { ChatIcon, PhoneIcon } from '@/components/icons/contact'

import { Dialog } from '@/components/Dialog'
import { LeadForm } from '@/features/forms/LeadForm'
import { telHref, whatsappUrl } from '@/lib/contact'
import type { Company } from '@/payload-types'
import { consultationDialogId, quoteDialogId } from './dialogIds'
import { words } from '@/features/site/words'

/** The quickest ways to reach the company, offered in every enquiry dialog. */
function DirectContact({ company }: { company: Company }) {
  const t = words().enquiry
  return (
    <ul className="mt-6 grid gap-3 border-t border-stone pt-5 sm:grid-cols-2">
      <li>
        <a href={telHref(company.phone)} className="btn btn-outline w-full">
          <PhoneIcon className="size-4" />{t.callNumber(company.phone)}
        </a>
      </li>
      <li>
        <a href={whatsappUrl(company)} target="_blank" rel="noopener noreferrer" className="btn btn-outline w-full">
          <ChatIcon className="size-4" />{t.chatOnWhatsApp}
        </a>
      </li>
    </ul>
  )
}

/** The quote dialog, opened from the header of every page (SiteFrame). */
export function QuoteDialog({ company }: { company: Company }) {
  const t = words().enquiry
  return (
    <Dialog id={quoteDialogId} title={t.quote}>
      <p className="text-ink-soft">{t.quoteIntro}</p>
      <LeadForm form="quote" className="mt-5" />
      <DirectContact company={company} />
    </Dialog>
  )
}

/** The free-consultation dialog, carried by the pages with a button that opens it (PageView). */
export function ConsultationDialog({ company }: { company: Company }) {
  const t = words().enquiry
  return (
    <Dialog id={consultationDialogId} title={t.consultation}>
      <p className="text-ink-soft">{t.consultationIntro}</p>
      <LeadForm form="consultation" className="mt-5" />
      <DirectContact company={company} />
    </Dialog>
  )
}
