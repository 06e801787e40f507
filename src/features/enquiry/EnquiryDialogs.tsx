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

/** An enquiry form in a dialog: its title, a line saying what happens next, the form, the direct ways. */
function EnquiryDialog({ company, form }: { company: Company; form: 'quote' | 'consultation' }) {
  const t = words().enquiry
  const { id, title, intro } =
    form === 'quote'
      ? { id: quoteDialogId, title: t.quote, intro: t.quoteIntro }
      : { id: consultationDialogId, title: t.consultation, intro: t.consultationIntro }
  return (
    <Dialog id={id} title={title}>
      <p className="text-ink-soft">{intro}</p>
      <LeadForm form={form} className="mt-5" />
      <DirectContact company={company} />
    </Dialog>
  )
}

/** The quote dialog, opened from the header of every page (SiteFrame). */
export const QuoteDialog = ({ company }: { company: Company }) => <EnquiryDialog company={company} form="quote" />

/** The free-consultation dialog, carried by the pages with a button that opens it (PageView). */
export const ConsultationDialog = ({ company }: { company: Company }) => <EnquiryDialog company={company} form="consultation" />
