'use client'
import { useRowLabel } from '@payloadcms/ui'

import { rowLabelText } from './rowLabelText'
import type { RowLabelProps } from './rowLabels'
import { usePictureAlt } from './usePictureAlt'

/** The words that label the row being rendered: its content's, its picture's alt, or the fallback. */
export function useRowLabelText({ fields, fallback, pictureField }: RowLabelProps, leadingFields: readonly string[] = []) {
  const { data, rowNumber } = useRowLabel<Record<string, unknown> | undefined>()
  const alt = usePictureAlt(pictureField ? data?.[pictureField] : undefined)
  const text = rowLabelText(data, [...leadingFields, ...fields]) ?? rowLabelText({ alt }, ['alt']) ?? fallback
  return { data, rowNumber: rowNumber ?? 0, text }
}
