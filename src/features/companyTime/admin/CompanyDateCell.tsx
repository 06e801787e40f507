'use client'
import type { DefaultCellComponentProps } from 'payload'

import { CompanyTime } from './CompanyTime'

/** A list's date column, on the company's clock; a day-only date as a day. */
export function CompanyDateCell({ cellData, field }: DefaultCellComponentProps) {
  if (typeof cellData !== 'string' || !cellData) return null
  const dayOnly = (field.admin as { date?: { pickerAppearance?: string } } | undefined)?.date?.pickerAppearance === 'dayOnly'
  return <CompanyTime date={cellData} style={dayOnly ? 'date' : 'dateTime'} />
}
