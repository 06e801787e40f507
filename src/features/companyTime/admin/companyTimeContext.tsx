'use client'
import { useTranslation } from '@payloadcms/ui'
import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react'

import { companyTime, type TimeStyle } from '../formatTime'
import { defaultCompanyTimeZone, zoneName } from '../zones'

const CompanyZone = createContext(defaultCompanyTimeZone)

// The reader's own zone: none on the server, the browser's once hydrated.
const neverChanges = () => () => {}
const readersZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

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
  const readerZone = useSyncExternalStore(neverChanges, readersZone, () => undefined)
  return {
    zone,
    zoneLabel: readerZone && readerZone !== zone ? `${zoneName(zone)} time` : undefined,
    format: (date: string | Date, style?: TimeStyle) => companyTime(date, zone, { style, language: i18n.language }),
  }
}
