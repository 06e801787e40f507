'use client'
import { FieldLabel, useField } from '@payloadcms/ui'
import type { DefaultCellComponentProps, TextFieldClientProps } from 'payload'

import { mailHref, telHref } from '@/lib/contact'

/** How a lead's email or phone is reached: a mail or a call. */
export type ContactScheme = 'mailto' | 'tel'

const hrefOf = (scheme: ContactScheme, value: string) => (scheme === 'mailto' ? mailHref(value) : telHref(value))

function ContactLink({ scheme, value }: { scheme: ContactScheme; value: unknown }) {
  if (typeof value !== 'string' || !value) return null
  return <a href={hrefOf(scheme, value)}>{value}</a>
}

/** The list's cell: the address or number as a link that writes or calls, not one to the lead. */
export function ContactLinkCell({ cellData, scheme }: DefaultCellComponentProps & { scheme: ContactScheme }) {
  return <ContactLink scheme={scheme} value={cellData} />
}

/** The edit view's field: the visitor's own value, which is not edited, as a link that writes or calls. */
export function ContactLinkField({ field, path, scheme }: TextFieldClientProps & { scheme: ContactScheme }) {
  const { value } = useField<string>({ path: path ?? field.name })
  return (
    <div className="field-type text read-only" style={{ marginBottom: 'var(--spacing-field)' }}>
      <FieldLabel label={field.label} path={path} />
      <div style={{ padding: 'calc(var(--base) / 4) 0' }}>
        <ContactLink scheme={scheme} value={value} />
      </div>
    </div>
  )
}
