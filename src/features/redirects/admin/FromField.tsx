'use client'
import { TextField, useField } from '@payloadcms/ui'
import type { TextFieldClientProps } from 'payload'
import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useRef } from 'react'

/**
 * The old address of a redirect: Payload's text field, filled on a new redirect with the `from` of
 * its address (?from=/old-page), which the not-found report's “Redirect this” sends. Filled once the
 * form holds its first state (Payload may set it after the first render), then left to the editor.
 */
export function FromField(props: TextFieldClientProps) {
  const { value, setValue } = useField<string>({ path: props.path ?? props.field.name })
  const asked = useSearchParams().get('from')
  const creating = usePathname()?.endsWith('/create') ?? false
  const filled = useRef(false)
  useEffect(() => {
    if (filled.current || !creating || !asked) return
    if (value === asked) filled.current = true
    else if (!value) setValue(asked)
  })
  return <TextField {...props} />
}
