'use client'
import type { TimeStyle } from '../formatTime'
import { useCompanyTime } from './companyTimeContext'

/** A time in the company's zone, named when the reader's own clock could mislead them. */
export function CompanyTime({ date, style }: { date: string | Date; style?: TimeStyle }) {
  const { format, zoneLabel } = useCompanyTime()
  return (
    <time dateTime={new Date(date).toISOString()}>
      {format(date, style)}
      {zoneLabel && style !== 'date' ? ` (${zoneLabel})` : ''}
    </time>
  )
}
