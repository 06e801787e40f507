import { PhoneIcon } from '@/components/icons/contact'
import { SocialIcon } from '@/components/icons/social'
import { OpenDialogButton } from '@/components/OpenDialogButton'
import { quoteDialogId } from '@/features/enquiry/dialogIds'
import { telHref, whatsappUrl } from '@/lib/contact'
import type { Company } from '@/payload-types'
import { words } from '@/features/site/words'

/** The end of the menu drawer: ask for a quote, or reach the company at once by phone or WhatsApp. */
export function DrawerActions({ company }: { company: Company }) {
  const t = words()
  return (
    <div className="grid gap-3">
      <OpenDialogButton dialogId={quoteDialogId} className="btn btn-primary w-full">
        {t.enquiry.quote}
      </OpenDialogButton>
      <div className="grid grid-cols-2 gap-3">
        <a href={telHref(company.phone)} className="btn btn-outline">
          <PhoneIcon className="size-4" />{t.drawer.call}
        </a>
        <a href={whatsappUrl(company)} target="_blank" rel="noopener noreferrer" className="btn btn-outline">
          <SocialIcon network="whatsapp" className="size-4" /> WhatsApp
        </a>
      </div>
    </div>
  )
}
