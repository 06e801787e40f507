import { ChatIcon, PhoneIcon } from '@/components/icons/contact'

import { OpenDialogButton } from '@/components/OpenDialogButton'
import { getCompany } from '@/features/site/queries'
import { telHref, whatsappUrl } from '@/lib/contact'
import { quoteDialogId } from './dialogIds'

/** The three ways to reach the company: ask for a quote, message on WhatsApp, call. */
export async function ContactActions({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const company = await getCompany()
  const secondary = tone === 'dark' ? 'btn border border-white/60 text-white hover:bg-white hover:text-ink' : 'btn btn-outline'
  return (
    <div className="flex flex-wrap gap-3">
      <OpenDialogButton dialogId={quoteDialogId} className="btn btn-primary">
        Get a free Quote
      </OpenDialogButton>
      <a href={whatsappUrl(company)} className={secondary} rel="noopener noreferrer" target="_blank">
        <ChatIcon className="size-4" /> WhatsApp us
      </a>
      <a href={telHref(company.phone)} className={secondary}>
        <PhoneIcon className="size-4" /> Call {company.phone}
      </a>
    </div>
  )
}
