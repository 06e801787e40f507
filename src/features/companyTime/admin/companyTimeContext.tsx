'use client'
import { useTranslation } from '@payloadcms/ui'
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react'

import { companyTime, type TimeStyle } from '../formatTime'
import { defaultCompanyTimeZone, zoneName } from '../zones'

const CompanyZone = createContext(defaultCompanyTimeZone)

export function CompanyTimeZone({ zone, children }: { zone: string; children?: ReactNode }) {
  return <CompanyZone value={zone}>{children}</CompanyZone>
}

/**
 * Times as the company's clock reads them. `zoneLabel` names the zone ('Dubai time') for a reader whose
 * own clock differs, who could misread it; known after the page has loaded, so server and browser agree.
 */
export function useCompanyTime() {
  const zone = useContext(CompanyZone)
  const { i18n } = useTranslation()
  const [readerZone, setReaderZone] = useState<string>()
  useEffect(() => setReaderZone(Intl.DateTimeFormat().resolvedOptions().timeZone), [])
  return {
    zone,
    zoneLabel: readerZone && readerZone !== zone ? `${zoneName(zone)} time` : undefined,
    format: (date: string | Date, style?: TimeStyle) => companyTime(date, zone, { style, language: i18n.language }),
  }
}
