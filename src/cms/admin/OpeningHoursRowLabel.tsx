'use client'
import { useRowLabel } from '@payloadcms/ui'

import { type HoursRow, openingHoursText } from '@/lib/openingHours'

/** A row of Company details › Opening hours, labelled as the site writes it ('Monday to Saturday, 9:00 to 18:00'). */
export function OpeningHoursRowLabel() {
  const { data } = useRowLabel<HoursRow | undefined>()
  return <span className="row-label">{openingHoursText(data ? [data] : []) || 'New opening hours'}</span>
}
