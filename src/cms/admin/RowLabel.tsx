'use client'
import type { RowLabelProps } from './rowLabels'
import { useRowLabelText } from './useRowLabelText'

/** An array row's label: its question, title, label or picture's alt (rowLabels.ts). */
export function RowLabel(props: RowLabelProps) {
  const { text } = useRowLabelText(props)
  return <span className="row-label">{text}</span>
}
