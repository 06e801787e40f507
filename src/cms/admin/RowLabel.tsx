'use client'
import { useCompanyTime } from '@/features/companyTime/admin/companyTimeContext'
import type { RowLabelProps } from './rowLabels'
import { useRowLabelText } from './useRowLabelText'

/** An array row's label: its question, title, label or picture's alt (rowLabels.ts), after its time when it has one. */
export function RowLabel(props: RowLabelProps) {
  const { data, text } = useRowLabelText(props)
  // On the company's clock, so that the server's render and the browser's agree.
  const { format, zoneLabel } = useCompanyTime()
  const time = props.timeField ? data?.[props.timeField] : undefined
  const label = typeof time === 'string' ? `${format(time)}${zoneLabel ? ` (${zoneLabel})` : ''} · ${text}` : text
  return <span className="row-label">{label}</span>
}
