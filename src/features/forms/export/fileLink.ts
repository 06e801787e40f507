import type { FieldBeforeExportHook } from '@payloadcms/plugin-import-export/types'

import { absoluteUrl } from '@/cms/env'

/** An attached file is exported as its download address (which asks the reader to sign in). */
export const fileLinkForExport: FieldBeforeExportHook = ({ value }) => {
  const url = value && typeof value === 'object' ? (value as { url?: unknown }).url : undefined
  return typeof url === 'string' ? absoluteUrl(url) : value
}
