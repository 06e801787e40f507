'use client'
import { companyTimeZone } from '@/lib/dates'
import type { RowLabelProps } from './rowLabels'
import { useRowLabelText } from './useRowLabelText'

// In the company's time zone, so that the server's render and the browser's agree (the team works in Dubai).
const when = new Intl.DateTimeFormat('en-GB', { timeZone: companyTimeZone, dateStyle: 'medium', timeStyle: 'short' })

/** An array row's label: its question, title, label or picture's alt (rowLabels.ts), after its time when it has one. */
export function RowLabel(props: RowLabelProps) {
  const { data, text } = useRowLabelText(props)
  const time = props.timeField ? data?.[props.timeField] : undefined
  const label = typeof time === 'string' ? `${when.format(new Date(time))} · ${text}` : text
  return <span className="row-label">{label}</span>
}
