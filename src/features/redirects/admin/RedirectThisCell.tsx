'use client'
import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'

/** Where “Redirect this” leads: a new redirect with this missing address as its `from`. */
const newRedirectFor = (path: string) => `/admin/collections/redirects/create?from=${encodeURIComponent(path)}`

const link = { whiteSpace: 'nowrap' as const, fontWeight: 600 }

/** The not-found report's column: one click opens a new redirect from this address. */
export function RedirectThisCell({ rowData }: DefaultCellComponentProps) {
  const path = (rowData as { path?: string }).path
  if (!path) return null
  return (
    <a href={newRedirectFor(path)} style={link} onClick={(event) => event.stopPropagation()}>
      Redirect this
    </a>
  )
}

/** The same, on a missing address's own page. */
export function RedirectThisButton() {
  const { id } = useDocumentInfo()
  const path = useFormFields(([fields]) => fields.path?.value as string | undefined)
  if (id === undefined || !path) return null
  return (
    <p>
      <a className="btn btn--style-primary btn--size-medium" href={newRedirectFor(path)}>
        Redirect this address
      </a>
    </p>
  )
}
