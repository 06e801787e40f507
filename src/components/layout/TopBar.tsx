import { MailIcon, PhoneIcon } from '@/components/icons/contact'

import { socialNetworks } from '@/cms/globals/socialNetworks'
import { SocialIcon, socialLabels } from '@/components/icons/social'
import { mailHref, socialHref, telHref } from '@/lib/contact'
import type { Company } from '@/payload-types'
import { type LanguageLink, LanguageSwitch } from './LanguageSwitch'
import { words } from '@/features/site/words'

export function SocialLinks({ company, className = '' }: { company: Company; className?: string }) {
  const t = words().topBar
  const links = socialNetworks.filter((network) => socialHref(company, network))
  return (
    <ul className={`flex items-center gap-1 ${className}`} aria-label={t.socialLinks}>
      {links.map((network) => (
        <li key={network}>
          <a
            href={socialHref(company, network)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t.companyOn(company.name, socialLabels[network])}
            className="social-link"
          >
            <SocialIcon network={network} />
          </a>
        </li>
      ))}
    </ul>
  )
}

/** Phone, email, social links and the language switch above the main menu. */
export function TopBar({ company, languageLink }: { company: Company; languageLink: LanguageLink }) {
  return (
    <div className="bg-ink text-sand text-sm">
      <div className="wrap flex items-center justify-between gap-4">
        <div className="flex min-w-0 flex-wrap items-center gap-x-5">
          <a href={telHref(company.phone)} className="topbar-link">
            <PhoneIcon className="size-4" />
            <span dir="ltr">{company.phone}</span>
          </a>
          <a href={mailHref(company.email)} className="topbar-link hidden sm:inline-flex">
            <MailIcon className="size-4" />
            <span>{company.email}</span>
          </a>
        </div>
        <div className="flex items-center gap-3">
          <SocialLinks company={company} className="hidden md:flex" />
          <LanguageSwitch link={languageLink} />
        </div>
      </div>
    </div>
  )
}
