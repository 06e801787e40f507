import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { ChatButton } from '@/components/layout/ChatButton'
import { Footer } from '@/components/layout/Footer'
import { Header } from '@/components/layout/Header'
import { siteUrl } from '@/cms/env'
import { EnquiryDialogs } from '@/features/enquiry/EnquiryDialogs'
import { FormSettingsProvider } from '@/features/forms/client/formSettings'
import { SentNotice } from '@/features/forms/client/SentNotice'
import { submitGuardScript } from '@/features/forms/client/submitGuard'
import { formSettings } from '@/features/forms/placements'
import { LivePreviewRefresh } from '@/features/site/LivePreviewRefresh'
import { isPreview } from '@/features/site/preview'
import { getCompany, getNavigation } from '@/features/site/queries'
import { whatsappUrl } from '@/lib/contact'
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

/**
 * Pages are served from the cache, but the footer's copyright year is worked out when a page
 * renders (in Dubai time): regenerating every page at least hourly turns the year within an hour
 * of Dubai's new year, without a script in the browser. Saves in the admin still refresh at once.
 */
export const revalidate = 3600

export default async function SiteLayout({ children }: { children: ReactNode }) {
  const [company, navigation, preview] = await Promise.all([getCompany(), getNavigation(), isPreview()])
  return (
    <html lang="en" className={`${bodyFont.variable} ${displayFont.variable}`}>
      <body>
        {/* First in the body: forms can be submitted from their first paint, before any other script has run. */}
        <script dangerouslySetInnerHTML={{ __html: submitGuardScript }} />
        <FormSettingsProvider settings={formSettings(company)}>
          <a href="#main" className="skip-link">
            Skip to content
          </a>
          <Header company={company} navigation={navigation} />
          <main id="main">{children}</main>
          <Footer company={company} navigation={navigation} />
          <ChatButton href={whatsappUrl(company)} />
          <EnquiryDialogs company={company} />
          <SentNotice />
          {preview && <LivePreviewRefresh />}
        </FormSettingsProvider>
      </body>
    </html>
  )
}
