import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { SiteFrame } from '@/components/layout/SiteFrame'
import { siteUrl } from '@/cms/env'
import { submitGuardScript } from '@/features/forms/client/submitGuard'
import { LivePreviewRefresh } from '@/features/site/LivePreviewRefresh'
import { isPreview } from '@/features/site/preview'
import { getCompany, getNavigation } from '@/features/site/queries'
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
        <SiteFrame company={company} navigation={navigation} extra={preview && <LivePreviewRefresh />}>
          {children}
        </SiteFrame>
      </body>
    </html>
  )
}
