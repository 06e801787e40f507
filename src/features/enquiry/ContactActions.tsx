import { ChatIcon, PhoneIcon } from '@/components/icons/contact'

import { OpenDialogButton } from '@/components/OpenDialogButton'
import { getCompany } from '@/features/site/queries'
import { telHref, whatsappUrl } from '@/lib/contact'
import { quoteDialogId } from './dialogIds'
import { words } from '@/features/site/words'

/**
 * The three ways to reach the company, with one clear next step: the quote is the button; WhatsApp
 * and the phone number are quieter links beside it.
 */
export async function ContactActions({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const company = await getCompany()
  const t = words().enquiry
  const quiet = `quiet-link ${tone === 'dark' ? 'text-white' : 'text-ink'}`
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
      <OpenDialogButton dialogId={quoteDialogId} className="btn btn-primary px-6 py-3">
        {t.quote}
      </OpenDialogButton>
      <a href={whatsappUrl(company)} className={quiet} rel="noopener noreferrer" target="_blank">
        <ChatIcon className="size-4" />{t.whatsAppUs}
      </a>
      <a href={telHref(company.phone)} className={quiet}>
        <PhoneIcon className="size-4" />{t.callNumber(company.phone)}
      </a>
    </div>
  )
}
