'use client'
import { TextField, useDocumentInfo, useField } from '@payloadcms/ui'
import type { TextFieldClientProps } from 'payload'
import { useSearchParams } from 'next/navigation'
import { useEffect } from 'react'

/**
 * The old address of a redirect: Payload's text field, filled on a new redirect with the `from` of
 * its address (?from=/old-page), which the not-found report's “Redirect this” sends.
 */
export function FromField(props: TextFieldClientProps) {
  const { id } = useDocumentInfo()
  const { value, setValue } = useField<string>({ path: props.path ?? props.field.name })
  const asked = useSearchParams().get('from')
  useEffect(() => {
    if (!id && asked && !value) setValue(asked)
  }, [id, asked, value, setValue])
  return <TextField {...props} />
}
