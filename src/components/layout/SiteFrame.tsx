import type { ReactNode } from 'react'

import { ChatButton } from '@/components/layout/ChatButton'
import { Footer } from '@/components/layout/Footer'
import { Header } from '@/components/layout/Header'
import type { ConsentTags } from '@/features/consent/tags'
import { QuoteDialog } from '@/features/enquiry/EnquiryDialogs'
import { FormSettingsProvider } from '@/features/forms/client/formSettings'
import { SentNotice } from '@/features/forms/client/SentNotice'
import { formSettings } from '@/features/forms/placements'
import type { ResolvedNavigation } from '@/features/site/menuLinks'
import { whatsappUrl } from '@/lib/contact'
import type { Company } from '@/payload-types'
import type { LanguageLink } from './LanguageSwitch'
import { words } from '@/features/site/words'

/**
 * What surrounds every public page's content, inside <body> (src/site/layouts/Site.astro). `extra`
 * ends the body (the live preview's script).
 */
export function SiteFrame({
  company,
  navigation,
  tags,
  languageLink,
  extra,
  children,
}: {
  company: Company
  navigation: ResolvedNavigation
  /** The tags a visitor may consent to: the footer's cookie settings load them. */
  tags: ConsentTags
  /** The same page in the other language (or its home). */
  languageLink: LanguageLink
  extra?: ReactNode
  children: ReactNode
}) {
  return (
    <FormSettingsProvider settings={formSettings(company)}>
      <a href="#main" className="skip-link">
        {words().frame.skipToContent}
      </a>
      <Header company={company} navigation={navigation} languageLink={languageLink} />
      <main id="main">{children}</main>
      <Footer company={company} navigation={navigation} tags={tags} />
      <ChatButton href={whatsappUrl(company)} />
      <QuoteDialog company={company} />
      <SentNotice />
      {extra}
    </FormSettingsProvider>
  )
}
