import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { ChatButton } from '@/components/layout/ChatButton'
import { Footer } from '@/components/layout/Footer'
import { Header } from '@/components/layout/Header'
import { siteUrl } from '@/cms/env'
import { EnquiryDialogs } from '@/features/enquiry/EnquiryDialogs'
import { FormSettingsProvider } from '@/features/forms/client/formSettings'
import { SentNotice } from '@/features/forms/client/SentNotice'
import { formSettings } from '@/features/forms/placements'
import { getCompany, getNavigation } from '@/features/site/queries'
import { whatsappHref } from '@/lib/contact'
import { bodyFont, displayFont } from './fonts'
import './globals.css'

export async function generateMetadata(): Promise<Metadata> {
  const company = await getCompany()
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: company.name, template: `%s | ${company.name}` },
    applicationName: company.name,
    openGraph: { siteName: company.name, locale: 'en_AE' },
  }
}

export const viewport: Viewport = { themeColor: '#1d1b18' }

export default async function SiteLayout({ children }: { children: ReactNode }) {
  const [company, navigation] = await Promise.all([getCompany(), getNavigation()])
  return (
    <html lang="en" className={`${bodyFont.variable} ${displayFont.variable}`}>
      <body>
        <FormSettingsProvider settings={formSettings(company)}>
          <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:bg-white focus:p-3">
            Skip to content
          </a>
          <Header company={company} navigation={navigation} />
          <main id="main">{children}</main>
          <Footer company={company} navigation={navigation} />
          <ChatButton href={company.chatUrl || whatsappHref(company.phone)} />
          <EnquiryDialogs company={company} />
          <SentNotice />
        </FormSettingsProvider>
      </body>
    </html>
  )
}
